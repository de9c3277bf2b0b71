import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ManualClock, MINUTE_MS } from '../../lib/clock';
import {
  createAdviser,
  createAppointmentBetween,
  createAsker,
  createType,
  multipart,
  startConversation,
} from '../../test/fixtures';
import { connect, emitAck, listen } from '../../test/sockets';
import {
  createTestApp,
  createTestAppAt,
  openReopenableTestDatabase,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await createTestAppAt('2026-11-22T11:00:00Z'));
});

afterAll(() => t.close());

async function start(headers: Record<string, string>, participantId: string) {
  return t.request({ method: 'POST', url: '/api/conversations', headers, payload: { participantId } });
}

async function pair() {
  const adviser = await createAdviser(t.app.db, { name: 'Szabó Anna' });
  const asker = await createAsker(t.app.db, { name: 'Kiss Péter' });
  const res = await start(asker.auth, adviser.user.id);
  expect(res.statusCode).toBe(200);
  return { adviser, asker, conversation: res.json().data as { id: string; roomId: string } };
}

async function send(headers: Record<string, string>, id: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: `/api/conversations/${id}/messages`, headers, payload });
}

describe('starting a conversation', () => {
  it('lets an asker write to a public adviser, once per pair', async () => {
    const { adviser, asker, conversation } = await pair();
    const again = await start(asker.auth, adviser.user.id);
    expect(again.json().data.id).toBe(conversation.id);
    expect(again.json().data).toMatchObject({
      participant: { id: adviser.user.id, name: 'Szabó Anna', role: 'tanacsado' },
      lastMessage: null,
      unreadCount: 0,
    });
  });

  it('refuses hidden advisers, askers writing askers and advisers writing askers who never booked', async () => {
    const hidden = await createAdviser(t.app.db, { active: false });
    const asker = await createAsker(t.app.db);
    const otherAsker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    expect((await start(asker.auth, hidden.user.id)).statusCode).toBe(404);
    expect((await start(asker.auth, otherAsker.user.id)).statusCode).toBe(404);
    const refused = await start(adviser.auth, asker.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/foglalt/);
    expect(
      (await t.request({ method: 'GET', url: '/api/conversations', headers: adviser.auth })).json()
        .totalCount,
    ).toBe(0);

    const type = await createType(t.app.db, 'Karrier');
    await createAppointmentBetween(t.app.db, { adviser, asker, type }, new Date('2026-11-30T09:00:00Z'));
    expect((await start(adviser.auth, asker.user.id)).statusCode).toBe(200);
    expect((await start(asker.auth, 'nem-uuid')).statusCode).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/conversations',
          payload: { participantId: adviser.user.id },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('messages', () => {
  it('pages the history with a cursor, newest page first, oldest first inside a page', async () => {
    const { asker, conversation } = await pair();
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(asker.auth, conversation.id, { message: `Üzenet ${i}` })).statusCode).toBe(201);
      clock.advance(1000);
    }
    const url = `/api/conversations/${conversation.id}/messages?limit=2`;
    const first = (await t.request({ method: 'GET', url, headers: asker.auth })).json();
    expect(first.data.map((m: { message: string }) => m.message)).toEqual(['Üzenet 4', 'Üzenet 5']);
    const second = (
      await t.send('GET', `${url}&before=${encodeURIComponent(first.nextCursor)}`, asker.auth)
    ).json();
    expect(second.data.map((m: { message: string }) => m.message)).toEqual(['Üzenet 2', 'Üzenet 3']);
    const last = (
      await t.send('GET', `${url}&before=${encodeURIComponent(second.nextCursor)}`, asker.auth)
    ).json();
    expect(last.data.map((m: { message: string }) => m.message)).toEqual(['Üzenet 1']);
    expect(last.nextCursor).toBeNull();
    const bad = await t.request({ method: 'GET', url: `${url}&before=semmi`, headers: asker.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('gives messages sent at the same instant distinct, increasing times (a stable history order)', async () => {
    const { asker, conversation } = await pair();
    // The clock stands still: every message asks for the same time.
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(asker.auth, conversation.id, { message: `Egyszerre ${i}` })),
    );
    expect(sent.every((res) => res.statusCode === 201)).toBe(true);
    const times = sent.map((res) => Date.parse(res.json().data.createdAt)).sort((a, b) => a - b);
    expect(new Set(times).size).toBe(12);
    const history = (
      await t.send('GET', `/api/conversations/${conversation.id}/messages?limit=50`, asker.auth)
    ).json();
    const listed = history.data.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(listed).toEqual(times);
  });

  it('counts unread messages for the recipient and clears them with a read mark', async () => {
    const { adviser, asker, conversation } = await pair();
    await send(asker.auth, conversation.id, { message: 'Első' });
    await send(asker.auth, conversation.id, { message: 'Második' });
    const count = async (headers: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/api/conversations/unread-count', headers })).json().count;
    expect(await count(adviser.auth)).toBe(2);
    expect(await count(asker.auth)).toBe(0);
    const list = (
      await t.request({ method: 'GET', url: '/api/conversations', headers: adviser.auth })
    ).json();
    expect(list.data[0]).toMatchObject({
      id: conversation.id,
      unreadCount: 2,
      lastMessage: { message: 'Második' },
    });
    const read = await t.send('POST', `/api/conversations/${conversation.id}/read`, adviser.auth);
    expect(read.json()).toMatchObject({ success: true, count: 2 });
    expect(await count(adviser.auth)).toBe(0);
  });

  it('keeps strangers out of every call of a conversation', async () => {
    const { conversation } = await pair();
    const stranger = await createAsker(t.app.db);
    const base = `/api/conversations/${conversation.id}`;
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/messages`],
      ['POST', `${base}/read`],
    ] as const) {
      expect((await t.request({ method, url, headers: stranger.auth })).statusCode).toBe(404);
    }
    const sent = await send(stranger.auth, conversation.id, { message: 'Betolakodó' });
    expect(sent.statusCode).toBe(404);
  });

  it('refuses empty and overlong messages without storing anything', async () => {
    const { asker, conversation } = await pair();
    expect((await send(asker.auth, conversation.id, { message: '   ' })).statusCode).toBe(400);
    expect((await send(asker.auth, conversation.id, { message: 'a'.repeat(4001) })).statusCode).toBe(400);
    const history = await t.send('GET', `/api/conversations/${conversation.id}/messages`, asker.auth);
    expect(history.json().data).toEqual([]);
  });
});

describe('attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  async function upload(
    headers: Record<string, string>,
    id: string,
    file: { name: string; data: Buffer; type?: string },
  ) {
    const body = await multipart({}, file);
    return t.send(
      'POST',
      `/api/conversations/${id}/attachments`,
      { ...headers, ...body.headers },
      body.payload,
    );
  }

  it('takes PDFs and re-encoded images, sends them with a message, and serves them to the two people only', async () => {
    const { adviser, asker, conversation } = await pair();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1864ab' } })
      .png()
      .toBuffer();
    const doc = await upload(asker.auth, conversation.id, {
      name: 'szerzodes.pdf',
      data: pdf,
      type: 'application/pdf',
    });
    const image = await upload(asker.auth, conversation.id, {
      name: 'kep.png',
      data: png,
      type: 'image/png',
    });
    expect(doc.statusCode).toBe(201);
    expect(image.json().data).toMatchObject({ filename: 'kep.webp', mimeType: 'image/webp' });
    const sent = await send(asker.auth, conversation.id, {
      message: '',
      attachments: [doc.json().data.id, image.json().data.id],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attachments).toHaveLength(2);

    const download = await t.request({ method: 'GET', url: doc.json().data.url, headers: adviser.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await createAsker(t.app.db);
    expect(
      (await t.request({ method: 'GET', url: doc.json().data.url, headers: stranger.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses other file types, and files that are not the sender’s to attach', async () => {
    const { adviser, asker, conversation } = await pair();
    const text = await upload(asker.auth, conversation.id, {
      name: 'virus.pdf',
      data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
    });
    expect(text.statusCode).toBe(415);
    const doc = await upload(asker.auth, conversation.id, { name: 'a.pdf', data: pdf });
    // The adviser cannot send (or see) the asker's unsent upload.
    const stolen = await send(adviser.auth, conversation.id, {
      message: 'Nézd',
      attachments: [doc.json().data.id],
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: doc.json().data.url, headers: adviser.auth })).statusCode,
    ).toBe(404);
    const history = await t.send('GET', `/api/conversations/${conversation.id}/messages`, asker.auth);
    expect(history.json().data).toEqual([]);
  });
});

describe('unread message mails', () => {
  it('mails a recipient once for messages unread after 15 minutes, at most once an hour', async () => {
    const { adviser, asker, conversation } = await pair();
    const mailer = t.app.jobs.unreadMailer;
    const mails = async () =>
      (await t.mailsTo(adviser.user.email)).filter((m) => m.subject.startsWith('Olvasatlan üzenet'));
    await send(asker.auth, conversation.id, { message: 'Segítene?' });
    clock.advance(14 * MINUTE_MS);
    await mailer.runOnce();
    expect(await mails()).toHaveLength(0);
    clock.advance(2 * MINUTE_MS);
    await mailer.runOnce();
    await mailer.runOnce();
    const first = await mails();
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toContain('Kiss Péter');
    expect(first[0]?.text).not.toContain('Segítene?');

    // A new message 20 minutes later: still within the hour, so no second mail yet.
    clock.advance(5 * MINUTE_MS);
    await send(asker.auth, conversation.id, { message: 'Még egy kérdés' });
    clock.advance(20 * MINUTE_MS);
    await mailer.runOnce();
    expect(await mails()).toHaveLength(1);
    clock.advance(40 * MINUTE_MS);
    await mailer.runOnce();
    expect(await mails()).toHaveLength(2);

    // Read messages earn nothing.
    await send(asker.auth, conversation.id, { message: 'Harmadik' });
    await t.send('POST', `/api/conversations/${conversation.id}/read`, adviser.auth);
    clock.advance(2 * 60 * MINUTE_MS);
    await mailer.runOnce();
    expect(await mails()).toHaveLength(2);
    expect(await t.mailsTo(asker.user.email)).toHaveLength(0);
  });
});

describe('persistence', () => {
  it('keeps acknowledged socket messages across a server restart', async () => {
    const source = await openReopenableTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-restart-'));
    try {
      const first = await createTestApp({ database: await source.open(), dataDir });
      const adviser = await createAdviser(first.app.db);
      const asker = await createAsker(first.app.db);
      const started = await startConversation(first, asker, adviser);
      const conversation = started.json().data;
      const socket = await connect(await listen(first.app), { token: asker.token });
      const ack = await emitAck(socket, 'chat:message', {
        roomId: conversation.roomId,
        message: 'Túléli az újraindítást?',
      });
      expect(ack.ok).toBe(true);
      socket.close();
      await first.close();

      const second = await createTestApp({ database: await source.open(), dataDir });
      try {
        const history = await second.request({
          method: 'GET',
          url: `/api/conversations/${conversation.id}/messages`,
          headers: adviser.auth,
        });
        expect(history.json().data.map((m: { message: string }) => m.message)).toEqual([
          'Túléli az újraindítást?',
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await source.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('test support route', () => {
  it('exists only when NODE_ENV is test', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development', LOG_LEVEL: 'silent' } });
    try {
      const res = await dev.request({
        method: 'POST',
        url: '/dev/test/joinable-appointment',
        payload: { expertEmail: 'a@pelda.hu', clientEmail: 'b@pelda.hu' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
