import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, conversations } from '../db/schema';
import { createAdviser, createAsker, createUser, multipart, startConversation } from '../test/fixtures';
import { connect, emitAck, listen } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue 20, part 1: one text rule at the edge, so bad characters get a Hungarian 400, never a 500. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adviser: Awaited<ReturnType<typeof createAdviser>>;
let asker: Awaited<ReturnType<typeof createAsker>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app.db, { role: 'admin' });
  adviser = await createAdviser(t.app.db, { name: 'Kovács Éva' });
  asker = await createAsker(t.app.db, { expiresInDays: 30 });
});

afterAll(async () => {
  await t.close();
});

const expectRefused = (response: { statusCode: number; json(): unknown }, field: string, text: RegExp) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_ERROR',
    details: [{ field, message: expect.stringMatching(text) }],
  });
};

describe('text hygiene', () => {
  it('refuses a NUL in a public search and in an admin filter with 400', async () => {
    expectRefused(
      await t.request({ method: 'GET', url: '/api/tanacsadok/search?search=a%00b' }),
      'querystring.search',
      /vezérlőkaraktert/,
    );
    expectRefused(
      await t.request({ method: 'GET', url: '/api/admin/types?search=%00', headers: admin.auth }),
      'querystring.search',
      /vezérlőkaraktert/,
    );
    // The same searches without the byte still work.
    expect((await t.request({ method: 'GET', url: '/api/tanacsadok/search?search=Kov' })).statusCode).toBe(
      200,
    );
  });

  it('answers a path that does not decode, or is far too long, in the same Hungarian error shape', async () => {
    const badUrl = await t.request({
      method: 'GET',
      url: '/api/appointments/%C3%28/invoice',
      headers: admin.auth,
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({
      success: false,
      code: 'BAD_URL',
      message: expect.stringMatching(/érvénytelen/),
    });
    const long = await t.request({
      method: 'DELETE',
      url: `/api/tanacsadok/${'x'.repeat(5000)}`,
      headers: admin.auth,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, code: 'URI_TOO_LONG' });
  });

  it('refuses lone surrogates and invalid UTF-8 in a JSON body, and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/auth/me', headers: admin.auth })).json();
    expectRefused(
      await t.request({
        method: 'PUT',
        url: '/api/admin/profile',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: '{"name":"F\\ud800 Admin"}',
      }),
      'body.name',
      /hibásan kódolt/,
    );
    expectRefused(
      await t.request({
        method: 'PUT',
        url: '/api/admin/profile',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: Buffer.concat([
          Buffer.from('{"name":"F'),
          Buffer.from([0xc3, 0x28]),
          Buffer.from(' Admin"}'),
        ]),
      }),
      'body.name',
      /hibásan kódolt/,
    );
    const after = (await t.request({ method: 'GET', url: '/api/auth/me', headers: admin.auth })).json();
    expect(after).toEqual(before);
  });

  it('keeps line breaks where a text has several lines and refuses them in a one-line field', async () => {
    const description = await t.request({
      method: 'PUT',
      url: `/api/tanacsadok/${adviser.adviser.id}/description`,
      headers: adviser.auth,
      payload: { description: 'Első bekezdés.\n\nMásodik\tsor.' },
    });
    expect(description.statusCode).toBe(200);
    expectRefused(
      await t.request({
        method: 'PUT',
        url: '/api/admin/profile',
        headers: admin.auth,
        payload: { name: 'Fő\nAdmin' },
      }),
      'body.name',
      /sortörést/,
    );
  });

  it('refuses a control character in an upload’s file name before storing anything', async () => {
    const created = await startConversation(t, asker, adviser);
    expect(created.statusCode).toBeLessThan(300);
    const conversationId = created.json().data.id as string;
    const form = await multipart(
      {},
      { name: 'szamla\u0000.pdf', data: Buffer.from('%PDF-1.4\n'), type: 'application/pdf' },
    );
    const upload = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/attachments`,
      headers: { ...asker.auth, ...form.headers },
      payload: form.payload,
    });
    expectRefused(upload, 'body.filename', /vezérlőkaraktert/);
  });

  it('refuses a NUL in a socket payload with the same message and stores nothing', async () => {
    const [conversation] = await t.app.db.select().from(conversations);
    if (!conversation) throw new Error('no conversation');
    const socket = await connect(await listen(t.app), { token: asker.token });
    try {
      const [before] = await t.app.db.select({ n: count() }).from(chatMessages);
      const ack = await emitAck(socket, 'chat:message', {
        roomId: conversation.roomId,
        message: 'szia\u0000',
      });
      expect(ack).toMatchObject({
        ok: false,
        code: 'VALIDATION_ERROR',
        error: expect.stringMatching(/vezérlőkaraktert/),
      });
      const good = await emitAck(socket, 'chat:message', {
        roomId: conversation.roomId,
        message: 'első\nmásodik',
      });
      expect(good).toMatchObject({ ok: true });
      const [after] = await t.app.db.select({ n: count() }).from(chatMessages);
      expect(after?.n).toBe((before?.n ?? 0) + 1);
    } finally {
      socket.disconnect();
    }
  });
});
