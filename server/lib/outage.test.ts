import { randomBytes } from 'node:crypto';
import { messages } from '@common/messages';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { consultationTypes } from '../db/schema';
import { createAdviser, createAsker, createUser, startConversation } from '../test/fixtures';
import { connect, emitAck, listen } from '../test/sockets';
import { startTcpProxy } from '../test/tcp-proxy';
import { createTestApp, onPostgresServer, type TestApp, testPostgresUrl } from '../test/test-app';

/**
 * Issue 20, part 2: PostgreSQL stops answering under traffic. Requests get 503 with Retry-After and the
 * Hungarian text (never a 500), /api/ready says so, nothing is half-written, and the app recovers by
 * itself. It runs on the real PostgreSQL of this machine (TEST_DATABASE_URL, or the local default),
 * reached through a proxy the test takes down and brings back.
 */
const databaseName = `tp_outage_${randomBytes(6).toString('hex')}`;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await onPostgresServer(`create database ${databaseName}`);
  const target = new URL(testPostgresUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(testPostgresUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${databaseName}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  t = await createTestApp({ database });
  admin = await createUser(t.app.db, { role: 'admin' });
});

afterAll(async () => {
  await t?.close();
  await t?.app.database.close();
  await proxy?.restore().catch(() => {});
  await onPostgresServer(`drop database if exists ${databaseName} with (force)`);
});

let typeCounter = 0;
/** One round of what visitors and an admin do: a public list, an admin list, and a write. */
async function traffic() {
  typeCounter += 1;
  const name = `Kiesés típus ${typeCounter}`;
  const [list, adminList, created] = await Promise.all([
    t.request({ method: 'GET', url: '/api/tanacsadok' }),
    t.request({ method: 'GET', url: '/api/admin/types', headers: admin.auth }),
    t.request({
      method: 'POST',
      url: '/api/tipusok',
      headers: admin.auth,
      payload: { name, color: '#1864ab', durationMinutes: 30 },
    }),
  ]);
  return { responses: [list, adminList, created], write: { name, status: created.statusCode } };
}

async function until(condition: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe('a database outage', () => {
  it('answers 503 with Retry-After while PostgreSQL is away, then recovers by itself', async () => {
    const writes: { name: string; status: number }[] = [];
    const statuses: number[] = [];
    const record = (round: Awaited<ReturnType<typeof traffic>>) => {
      statuses.push(...round.responses.map((response) => response.statusCode));
      writes.push(round.write);
      return round;
    };

    const before = record(await traffic());
    expect(before.responses.map((r) => r.statusCode)).toEqual([200, 200, 201]);
    // A chat socket, connected while the database answers.
    const adviser = await createAdviser(t.app.db);
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const conversation = await startConversation(t, asker, adviser);
    const socket = await connect(await listen(t.app), { token: asker.token });

    // PostgreSQL goes away while requests are on their way.
    const inFlight = traffic();
    await proxy.cut();
    record(await inFlight);

    for (let round = 0; round < 3; round += 1) {
      const during = record(await traffic());
      for (const response of during.responses) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          success: false,
          code: 'UNAVAILABLE',
          error: messages.api.unavailable,
          message: messages.api.unavailable,
        });
      }
    }
    // The socket says the same as HTTP: try again later.
    const ack = await emitAck(socket, 'chat:message', {
      roomId: conversation.json().data.roomId,
      message: 'Megjön?',
    });
    expect(ack).toEqual({ ok: false, code: 'UNAVAILABLE', error: messages.api.unavailable });
    socket.disconnect();
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ code: 'NOT_READY', failing: ['database'] });

    await proxy.restore();
    await until(
      async () => (await t.request({ method: 'GET', url: '/api/ready' })).statusCode === 200,
      'ready again',
    );
    const after = record(await traffic());
    expect(after.responses.map((r) => r.statusCode)).toEqual([200, 200, 201]);

    // Never a 500 on the way, and every write is whole or absent: what answered 201 is there, what
    // answered 503 is not.
    expect(statuses.every((status) => [200, 201, 503].includes(status))).toBe(true);
    const stored = await t.app.db
      .select({ name: consultationTypes.name })
      .from(consultationTypes)
      .where(
        inArray(
          consultationTypes.name,
          writes.map((write) => write.name),
        ),
      );
    const storedNames = new Set(stored.map((row) => row.name));
    for (const write of writes) {
      if (write.status === 201) expect(storedNames.has(write.name)).toBe(true);
      if (write.status === 503) expect(storedNames.has(write.name)).toBe(false);
    }
  });
});
