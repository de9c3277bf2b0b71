import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@common/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { appointments, messageAttachments } from '../../db/schema';
import { S3FileStorage } from '../../lib/s3-storage';
import { LocalFileStorage } from '../../lib/storage';
import { createStorages } from '../../lib/storages';
import {
  createAdviser,
  createAppointmentBetween,
  createAsker,
  createType,
  multipart,
  startConversation,
} from '../../test/fixtures';
import { type S3Peer, startS3Peer } from '../../test/s3-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_MEDIA_CACHE } from './media-files.routes';

/**
 * Every file route through the storage port, once on the local disk and once on a real S3-compatible
 * server: uploads, /media (streamed, validators, 304, Range, caching), invoices and chat attachments.
 */
const peer: S3Peer = await startS3Peer({ bucket: 'tp-app-files' });
afterAll(() => peer.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each([
  ['STORAGE=local', {}],
  ['STORAGE=s3', peer.env],
])('stored files with %s', (mode, env) => {
  let t: TestApp;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ env });
    photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1864ab' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  async function uploadAvatar(owner: { auth: Record<string, string>; user: { id: string } }) {
    const body = await multipart(
      { userId: owner.user.id, type: 'profile' },
      { name: 'arckep.jpg', data: photo, type: 'image/jpeg' },
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/media',
      payload: body.payload,
      headers: { ...owner.auth, ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { url: string; path: string; thumbnailPath: string };
  }

  it('keeps an uploaded avatar in the configured store and serves it streamed, with validators', async () => {
    const adviser = await createAdviser(t.app.db);
    const avatar = await uploadAvatar(adviser);
    expect(t.app.storage).toBeInstanceOf(mode === 'STORAGE=s3' ? S3FileStorage : LocalFileStorage);
    // With S3 nothing lands on the local disk; the bucket holds it under uploads/.
    expect(existsSync(path.join(t.dataDir, 'uploads', avatar.path))).toBe(mode === 'STORAGE=local');
    if (mode === 'STORAGE=s3') {
      const elsewhere = await createStorages(loadConfig({ NODE_ENV: 'test', ...peer.env }));
      expect((await elsewhere.storage.stat(avatar.path)).contentType).toBe('image/webp');
      await elsewhere.close();
    }

    const served = await t.request({ method: 'GET', url: avatar.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      'cache-control': PUBLIC_MEDIA_CACHE,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(served.headers.etag).toMatch(/^"[^"]+"$/);
    expect(new Date(String(served.headers['last-modified'])).getTime()).not.toBeNaN();
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const etag = String(served.headers.etag);
    const again = await t.request({ method: 'GET', url: avatar.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers).toMatchObject({ etag, 'cache-control': PUBLIC_MEDIA_CACHE });
    const changed = await t.send('GET', avatar.url, { 'if-none-match': '"masik-valtozat"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(served.rawPayload)).toBe(true);

    const head = await t.request({ method: 'HEAD', url: avatar.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);

    const range = await t.request({ method: 'GET', url: avatar.url, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-3/${served.rawPayload.length}`);
    expect(range.body).toBe('RIFF');
    const outside = await t.request({ method: 'GET', url: avatar.url, headers: { range: 'bytes=999999-' } });
    expect(outside.statusCode).toBe(416);
  });

  it('serves an image that is not public only by its signed URL, cached privately', async () => {
    const asker = await createAsker(t.app.db);
    const avatar = await uploadAvatar(asker);
    expect(avatar.url).toContain('sig=');
    const unsigned = await t.request({ method: 'GET', url: `/media/${avatar.path}` });
    expect(unsigned.statusCode).toBe(404);
    const signed = await t.request({ method: 'GET', url: avatar.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(signed.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 when the store has lost a file, public or signed, without caching the 404', async () => {
    const adviser = await createAdviser(t.app.db);
    const avatar = await uploadAvatar(adviser);
    await t.app.storage.delete(avatar.path);
    const gone = await t.request({ method: 'GET', url: avatar.url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'A fájl nem található.' });
    expect(gone.headers['cache-control']).toBeUndefined();
    const signed = await t.request({
      method: 'GET',
      url: t.app.mediaUrls.image('media/nincs/ilyen.webp', false),
    });
    expect(signed.statusCode).toBe(404);
    expect(signed.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('streams an invoice to the parties only, and answers 404 when its file is gone', async () => {
    const adviser = await createAdviser(t.app.db);
    const asker = await createAsker(t.app.db);
    const type = await createType(t.app.db, `Számla próba ${mode}`);
    const appointment = await createAppointmentBetween(
      t.app.db,
      { adviser, asker, type },
      new Date('2026-12-01T09:00:00Z'),
    );
    const key = `invoices/${appointment.id}/szamla.pdf`;
    await t.app.privateStorage.put(key, PDF, { contentType: 'application/pdf' });
    await t.app.db.update(appointments).set({ invoicePath: key }).where(eq(appointments.id, appointment.id));
    const url = `/api/appointments/${appointment.id}/invoice`;

    const download = await t.request({ method: 'GET', url, headers: asker.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'cache-control': 'private, no-store',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="szamla-/);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const stranger = await createAsker(t.app.db);
    expect((await t.request({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    // The private store is never reachable through /media.
    expect((await t.request({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);

    await t.app.privateStorage.delete(key);
    const lost = await t.request({ method: 'GET', url, headers: adviser.auth });
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.api.notFound });
    // An error is never offered as a PDF download.
    expect(lost.headers['content-disposition']).toBeUndefined();
  });

  it('streams a chat attachment to its uploader, and answers 404 when its file is gone', async () => {
    const adviser = await createAdviser(t.app.db);
    const asker = await createAsker(t.app.db);
    const started = await startConversation(t, asker, adviser);
    expect(started.statusCode).toBe(200);
    const body = await multipart({}, { name: 'lelet.pdf', data: PDF, type: 'application/pdf' });
    const uploaded = await t.send(
      'POST',
      `/api/conversations/${started.json().data.id}/attachments`,
      { ...asker.auth, ...body.headers },
      body.payload,
    );
    expect(uploaded.statusCode).toBe(201);
    const { url, id } = uploaded.json().data as { url: string; id: string };

    const download = await t.request({ method: 'GET', url, headers: asker.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
    });
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const [row] = await t.app.db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
    await t.app.privateStorage.delete(row?.storageKey ?? 'nincs');
    const lost = await t.request({ method: 'GET', url, headers: asker.auth });
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
