import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@common/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, messageAttachments } from '../../db/schema';
import { HOUR_MS, ManualClock } from '../../lib/clock';
import { createAdviser, createAsker, createUser, multipart } from '../../test/fixtures';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { PUBLIC_MEDIA_CACHE } from './media-files.routes';
import { SIGNED_MEDIA_STEP_MS } from './media-urls';

const ASKER_QUOTA = 20_000;
let t: TestApp;
let clock: ManualClock;
let png: Buffer;
let noisy: Buffer;

beforeAll(async () => {
  clock = new ManualClock('2026-11-22T11:00:00Z');
  // Askers get a 20 KB quota here instead of 50 MB; advisers keep theirs.
  t = await createTestApp({ clock, uploadQuota: { kerdezo: ASKER_QUOTA } });
  png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#2b8a3e' } })
    .png()
    .toBuffer();
  // Noise does not compress: about 22 KB even as WebP.
  noisy = await sharp({
    create: {
      width: 200,
      height: 200,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await t.close();
});

async function uploadImage(headers: Record<string, string>, userId: string, type: string, data: Buffer) {
  const body = await multipart({ userId, type }, { name: 'kep.png', data });
  return t.request({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function uploadAttachment(headers: Record<string, string>, conversationId: string, data: Buffer) {
  const body = await multipart({}, { name: 'irat.pdf', data, type: 'application/pdf' });
  return t.request({
    method: 'POST',
    url: `/api/conversations/${conversationId}/attachments`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** A PDF (by its magic bytes) of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** The site path of a URL (absolute ones are on PUBLIC_URL), with its query. */
const sitePath = (url: string) => {
  const parsed = new URL(url, TEST_PUBLIC_URL);
  return `${parsed.pathname}${parsed.search}`;
};
const withoutQuery = (url: string) => new URL(url, TEST_PUBLIC_URL).pathname;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: sitePath(url), headers });

async function conversationOf(asker: { auth: Record<string, string> }, adviserUserId: string) {
  const res = await t.send('POST', '/api/conversations', asker.auth, { participantId: adviserUserId });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as string;
}

describe('who may see an image', () => {
  it("keeps an asker's avatar private: a stranger gets 404, the signed URL of the owner works", async () => {
    const asker = await createAsker(t.app.db);
    const uploaded = await uploadImage(asker.auth, asker.user.id, 'profile', png);
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json().data;
    expect(image.url).toMatch(/\?exp=\d+&sig=/);

    expect((await get(withoutQuery(image.url))).statusCode).toBe(404);
    expect((await get(withoutQuery(image.thumbnailUrl))).statusCode).toBe(404);
    const served = await get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await get(image.thumbnailUrl)).statusCode).toBe(200);
    // A forged signature opens nothing.
    // Change the signature's first character into a different one (always a forgery).
    const forged = image.url.replace(
      /sig=(.)/,
      (_match: string, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await get(forged)).statusCode).toBe(404);

    // The profile-image lookup does not hand the URL to strangers or guests.
    const lookup = `/api/media/profile/${asker.user.id}`;
    const stranger = await createAsker(t.app.db);
    expect((await t.request({ method: 'GET', url: lookup })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: lookup, headers: stranger.auth })).statusCode).toBe(404);
    // The adviser the asker writes to may see it (the chat shows it).
    const adviser = await createAdviser(t.app.db);
    await conversationOf(asker, adviser.user.id);
    const partner = await t.request({ method: 'GET', url: lookup, headers: adviser.auth });
    expect(partner.statusCode).toBe(200);
    expect((await get(partner.json().data.url)).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/conversations', headers: adviser.auth });
    expect((await get(list.json().data[0].participant.avatarUrl)).statusCode).toBe(200);
  });

  it('lets a signed URL expire, and keeps it the same within a period so browsers can cache it', async () => {
    const asker = await createAsker(t.app.db);
    const image = (await uploadImage(asker.auth, asker.user.id, 'profile', png)).json().data;
    const again = (
      await t.request({ method: 'GET', url: `/api/media/profile/${asker.user.id}`, headers: asker.auth })
    ).json().data;
    expect(again.url).toBe(image.url);
    clock.advance(2 * SIGNED_MEDIA_STEP_MS);
    try {
      expect((await get(image.url)).statusCode).toBe(404);
    } finally {
      clock.advance(-2 * SIGNED_MEDIA_STEP_MS);
    }
  });

  it("serves a visible adviser's avatar publicly at an absolute URL, and a hidden adviser's only signed", async () => {
    const visible = await createAdviser(t.app.db);
    await uploadImage(visible.auth, visible.user.id, 'profile', png);
    const profile = await t.request({ method: 'GET', url: `/api/tanacsadok/public/${visible.adviser.id}` });
    const avatar: string = profile.json().data.avatar;
    expect(avatar.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
    expect(avatar).not.toContain('?');
    const served = await get(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);

    const hidden = await createAdviser(t.app.db, { active: false });
    const own = (await uploadImage(hidden.auth, hidden.user.id, 'gallery', png)).json().data;
    await uploadImage(hidden.auth, hidden.user.id, 'profile', png);
    expect(
      (await t.request({ method: 'GET', url: `/api/tanacsadok/public/${hidden.adviser.id}` })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/media/gallery/${hidden.user.id}` })).statusCode).toBe(
      404,
    );
    expect((await get(withoutQuery(own.url))).statusCode).toBe(404);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const seen = await t.send('GET', `/api/tanacsadok/public/${hidden.adviser.id}`, admin.auth);
    const hiddenAvatar: string = seen.json().data.avatar;
    expect(hiddenAvatar.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
    expect((await get(withoutQuery(hiddenAvatar))).statusCode).toBe(404);
    expect((await get(hiddenAvatar)).statusCode).toBe(200);
  });

  it('stops serving an adviser’s images publicly once an admin deactivates the adviser', async () => {
    const adviser = await createAdviser(t.app.db);
    const image = (await uploadImage(adviser.auth, adviser.user.id, 'gallery', png)).json().data;
    expect((await get(image.url)).statusCode).toBe(200);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const off = await t.send('PATCH', `/api/tanacsadok/${adviser.adviser.id}/deactivate`, admin.auth);
    expect(off.statusCode).toBe(200);
    expect((await get(image.url)).statusCode).toBe(404);
  });
});

describe('upload quota', () => {
  it('refuses an upload past the quota with 413 and a Hungarian text, storing nothing', async () => {
    const asker = await createAsker(t.app.db);
    const res = await uploadImage(asker.auth, asker.user.id, 'profile', noisy);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      error: messages.media.uploadQuota('20 KB'),
    });
    expect(res.json().error).toContain('Elérted a feltöltési keretedet');
    expect(await t.app.db.select().from(media).where(eq(media.userId, asker.user.id))).toEqual([]);
    const dir = path.join(t.dataDir, 'uploads', 'media', asker.user.id);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('counts chat files too, and holds under parallel uploads', async () => {
    const asker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    const conversationId = await conversationOf(asker, adviser.user.id);
    // 8 KB each: two fit into 20 KB, whatever the order.
    const results = await Promise.all(
      Array.from({ length: 5 }, () => uploadAttachment(asker.auth, conversationId, pdfOf(8000))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413]);
    const rows = await t.app.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.uploaderId, asker.user.id));
    expect(rows).toHaveLength(2);
    // Refused files are not left on the disk.
    expect(readdirSync(path.join(t.dataDir, 'private', 'chat', conversationId))).toHaveLength(2);
  });
});

describe('orphan chat attachments', () => {
  it('deletes uploads never sent within 24 hours (row and file) and keeps sent ones', async () => {
    const asker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    const conversationId = await conversationOf(asker, adviser.user.id);
    const sent = (await uploadAttachment(asker.auth, conversationId, pdfOf(100))).json().data;
    const orphan = (await uploadAttachment(asker.auth, conversationId, pdfOf(100))).json().data;
    const message = await t.send('POST', `/api/conversations/${conversationId}/messages`, asker.auth, {
      message: 'Csatolom',
      attachments: [sent.id],
    });
    expect(message.statusCode).toBe(201);
    const keyOf = async (id: string) =>
      (await t.app.db.select().from(messageAttachments).where(eq(messageAttachments.id, id)))[0]?.storageKey;
    const orphanFile = path.join(t.dataDir, 'private', (await keyOf(orphan.id)) ?? 'nincs');
    expect(existsSync(orphanFile)).toBe(true);

    clock.advance(23 * HOUR_MS);
    await t.app.jobs.orphanAttachments.runOnce();
    expect(await keyOf(orphan.id)).toBeDefined();

    clock.advance(2 * HOUR_MS);
    await t.app.jobs.orphanAttachments.runOnce();
    expect(await keyOf(orphan.id)).toBeUndefined();
    expect(existsSync(orphanFile)).toBe(false);
    // Too late to send it now; the sent one is still there for both.
    const late = await t.send('POST', `/api/conversations/${conversationId}/messages`, asker.auth, {
      message: 'Még egy',
      attachments: [orphan.id],
    });
    expect(late.statusCode).toBe(400);
    const download = await t.request({ method: 'GET', url: sent.url, headers: adviser.auth });
    expect(download.statusCode).toBe(200);
  });
});
