import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@common/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { createAdviser, createAsker, createUser, multipart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_MEDIA_CACHE } from './media-files.routes';

let t: TestApp;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // A 640x480 photo with EXIF (camera model, orientation) that must not survive the upload.
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1864ab' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Model: 'Titkos Kamera', Copyright: 'Nyomkövetés' } } })
    .toBuffer();
  png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#2b8a3e' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await t.close();
});

async function upload(
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const body = await multipart(fields, file);
  return t.request({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** An upload to the user's own gallery. */
const uploadToGallery = (
  owner: { auth: Record<string, string>; user: { id: string } },
  file: { name: string; data: Buffer; type?: string },
) => upload(owner.auth, { userId: owner.user.id, type: 'gallery' }, file);

const stored = (key: string) => path.join(t.dataDir, 'uploads', key);

describe('image upload', () => {
  it('re-encodes the image as WebP without metadata, with a thumbnail, and serves it', async () => {
    const owner = await createAdviser(t.app.db);
    const res = await uploadToGallery(owner, { name: 'nyaralás.jpg', data: jpeg, type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({
      userId: owner.user.id,
      type: 'gallery',
      filename: 'nyaralás.jpg',
      dimensions: { width: 640, height: 480 },
    });
    expect(image.optimizedUrl).toBe(image.thumbnailUrl);
    const meta = await sharp(stored(image.path)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(stored(image.thumbnailPath)).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBeLessThanOrEqual(400);
    const served = await t.request({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name', async () => {
    const owner = await createAdviser(t.app.db);
    const fake = await uploadToGallery(owner, {
      name: 'kep.png',
      data: Buffer.from('ez csak szöveg, nem kép'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('UNSUPPORTED_IMAGE');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(
      (await upload(owner.auth, { userId: owner.user.id }, { name: 'a.gif', data: gif })).statusCode,
    ).toBe(415);
  });

  it('refuses a user id that is not one with 400 (found by the fuzz suite: it was a 500)', async () => {
    const owner = await createAdviser(t.app.db);
    const res = await upload(owner.auth, { userId: 'gallery' }, { name: 'a.jpg', data: jpeg });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.userId', message: 'Érvénytelen felhasználó azonosító.' },
    ]);
  });

  it('refuses files over 10 MB with 413', async () => {
    const owner = await createAdviser(t.app.db);
    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadToGallery(owner, { name: 'nagy.jpg', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a decompression bomb (a small file of huge pixel size)', async () => {
    const owner = await createAdviser(t.app.db);
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await uploadToGallery(owner, { name: 'bomba.png', data: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('felbontása túl nagy');
  });

  it('needs a file and a user id, with the texts of SPEC.md §5', async () => {
    const owner = await createAdviser(t.app.db);
    const noFile = await upload(owner.auth, { userId: owner.user.id, type: 'profile' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(messages.media.noFile);
    const noUser = await upload(owner.auth, { type: 'profile' }, { name: 'a.png', data: png });
    expect(noUser.json().error).toBe(messages.media.noUserId);
  });

  it("never stores into someone else's account", async () => {
    const owner = await createAdviser(t.app.db);
    const other = await createAdviser(t.app.db);
    const asker = await createAsker(t.app.db);
    expect((await upload({}, { userId: owner.user.id }, { name: 'a.png', data: png })).statusCode).toBe(401);
    expect(
      (await upload(other.auth, { userId: owner.user.id }, { name: 'a.png', data: png })).statusCode,
    ).toBe(403);
    expect(
      (await upload(asker.auth, { userId: owner.user.id }, { name: 'a.png', data: png })).statusCode,
    ).toBe(403);
    // Askers have no gallery.
    expect((await uploadToGallery(asker, { name: 'a.png', data: png })).statusCode).toBe(400);
    expect(await t.app.db.select().from(media).where(eq(media.userId, owner.user.id))).toHaveLength(0);
  });

  it('keeps one profile image, replacing the old one and its files', async () => {
    const owner = await createAdviser(t.app.db);
    const first = (
      await upload(owner.auth, { userId: owner.user.id, type: 'profile' }, { name: 'a.png', data: png })
    ).json().data;
    const second = (
      await upload(owner.auth, { userId: owner.user.id, type: 'profile' }, { name: 'b.jpg', data: jpeg })
    ).json().data;
    expect(existsSync(stored(first.path))).toBe(false);
    expect(existsSync(stored(second.path))).toBe(true);
    const profile = await t.request({ method: 'GET', url: `/api/media/profile/${owner.user.id}` });
    expect(profile.json().data.id).toBe(second.id);
    const adviser = await t.request({ method: 'GET', url: `/api/tanacsadok/public/${owner.adviser.id}` });
    expect(new URL(adviser.json().data.avatar).pathname).toBe(second.url);
  });

  it('answers 404 for a missing profile image and an empty list for an empty gallery', async () => {
    const owner = await createAdviser(t.app.db);
    expect((await t.request({ method: 'GET', url: `/api/media/profile/${owner.user.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/media/gallery/${owner.user.id}` })).json().data,
    ).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/media/gallery/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('gallery limit', () => {
  it('holds at 15 even under 20 parallel uploads', async () => {
    const owner = await createAdviser(t.app.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => uploadToGallery(owner, { name: `k${i}.png`, data: png })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(15);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    for (const refused of results.filter((r) => r.statusCode === 400)) {
      expect(refused.json().error).toBe(messages.media.galleryLimit);
    }
    const gallery = (await t.request({ method: 'GET', url: `/api/media/gallery/${owner.user.id}` })).json()
      .data;
    expect(gallery).toHaveLength(15);
    // Refused uploads leave no files behind: 15 images + 15 thumbnails.
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(stored(`media/${owner.user.id}`))).toHaveLength(30);
  });
});

describe('rotate, reorder and delete', () => {
  it('rotates by 90 degrees by default into new files', async () => {
    const owner = await createAdviser(t.app.db);
    const image = (await uploadToGallery(owner, { name: 'a.jpg', data: jpeg })).json().data;
    const res = await t.send('PUT', `/api/media/${image.id}/rotate`, owner.auth, {});
    expect(res.statusCode).toBe(200);
    const rotated = res.json().data;
    expect(rotated.dimensions).toEqual({ width: 480, height: 640 });
    expect(rotated.url).not.toBe(image.url);
    expect(existsSync(stored(image.path))).toBe(false);
    const half = await t.send('PUT', `/api/media/${image.id}/rotate`, owner.auth, { angle: 180 });
    expect(half.json().data.dimensions).toEqual({ width: 480, height: 640 });
    const bad = await t.send('PUT', `/api/media/${image.id}/rotate`, owner.auth, { angle: 45 });
    expect(bad.statusCode).toBe(400);
  });

  it('reorders the gallery with exactly its own images', async () => {
    const owner = await createAdviser(t.app.db);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await uploadToGallery(owner, { name: `${i}.png`, data: png })).json().data.id);
    }
    const reversed = [...ids].reverse();
    const url = `/api/media/gallery/${owner.user.id}/order`;
    const res = await t.request({ method: 'PUT', url, headers: owner.auth, payload: { ids: reversed } });
    expect(res.json().data.map((m: { id: string }) => m.id)).toEqual(reversed);
    expect(
      (await t.request({ method: 'PUT', url, headers: owner.auth, payload: { ids: ids.slice(1) } }))
        .statusCode,
    ).toBe(400);
    const other = await createAdviser(t.app.db);
    expect((await t.request({ method: 'PUT', url, headers: other.auth, payload: { ids } })).statusCode).toBe(
      403,
    );
  });

  it('deletes only for the owner or an admin, files included', async () => {
    const owner = await createAdviser(t.app.db);
    const stranger = await createAdviser(t.app.db);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const a = (await uploadToGallery(owner, { name: 'a.png', data: png })).json().data;
    const b = (await uploadToGallery(owner, { name: 'b.png', data: png })).json().data;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/media/${a.id}`, headers: stranger.auth })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/media/${a.id}` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/media/${a.id}`, headers: owner.auth })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/media/${b.id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expect(existsSync(stored(a.path))).toBe(false);
    expect(existsSync(stored(b.thumbnailPath))).toBe(false);
  });

  it('removes every file of a deleted adviser', async () => {
    const owner = await createAdviser(t.app.db);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const image = (
      await upload(owner.auth, { userId: owner.user.id, type: 'profile' }, { name: 'a.png', data: png })
    ).json().data;
    await t.request({ method: 'DELETE', url: `/api/tanacsadok/${owner.adviser.id}`, headers: admin.auth });
    expect(existsSync(stored(image.path))).toBe(false);
    expect(existsSync(stored(image.thumbnailPath))).toBe(false);
  });
});
