import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createAdviser, createAppointment, createAsker, createType } from '../../test/fixtures';
import { connect, emitAck, listen, nextEvent } from '../../test/sockets';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: { database: DatabaseHandle; drop(): Promise<void> };
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;

beforeAll(async () => {
  database = await openTestDatabase();
  // Both instances share one database; only the test closes it.
  const shared = { ...database.database, close: async () => {} };
  a = await createTestApp({ database: shared, env: { REDIS_URL } });
  b = await createTestApp({ database: shared, env: { REDIS_URL } });
  urlA = await listen(a.app);
  urlB = await listen(b.app);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

it('carries chat messages, broadcasts and room presence between two instances over Redis', async () => {
  const adviser = await createAdviser(a.app.db);
  const asker = await createAsker(a.app.db, { expiresInDays: 30 });
  const started = await a.request({
    method: 'POST',
    url: '/api/conversations',
    headers: asker.auth,
    payload: { participantId: adviser.user.id },
  });
  const conversation = started.json().data;
  const onA = await connect(urlA, { token: asker.token });
  const onB = await connect(urlB, { token: adviser.token });
  try {
    const received = nextEvent<{ message: string; senderId: string }>(onB, 'chat:message');
    const ack = await emitAck(onA, 'chat:message', {
      roomId: conversation.roomId,
      message: 'Üdv az A példányról',
    });
    expect(ack.ok).toBe(true);
    expect(await received).toMatchObject({ message: 'Üdv az A példányról', senderId: asker.user.id });

    // A server broadcast caused by a request to instance A reaches the adviser's socket on B.
    const broadcast = nextEvent<{ messageType: string }>(onB, 'group:broadcast');
    a.app.realtime.settingsUpdated(adviser.adviser.id, adviser.user.id);
    a.app.realtime.newAppointment(adviser.adviser.id, asker.user.id, {
      kerdezoName: 'Teszt Kérdező',
      consultationType: 'Teszt',
      bookingId: 'x',
    });
    expect((await broadcast).messageType).toBe('newAppointmentFromClient');

    // Meeting presence is seen across instances.
    const type = await createType(a.app.db, 'Videó');
    const appointment = await createAppointment(a.app.db, {
      adviserId: adviser.adviser.id,
      clientId: asker.user.id,
      typeId: type.id,
      start: new Date(Date.now() + 5 * 60_000),
    });
    expect(await emitAck(onB, 'room:join', { roomId: appointment.roomId })).toMatchObject({
      peerPresent: false,
    });
    const arrived = nextEvent(onB, 'meeting:peer');
    expect(await emitAck(onA, 'room:join', { roomId: appointment.roomId })).toMatchObject({
      peerPresent: true,
    });
    await arrived;

    // Logging out on B ends the socket held by A.
    const gone = nextEvent(onA, 'disconnect');
    expect(
      (await b.request({ method: 'POST', url: '/api/auth/logout', headers: asker.auth })).statusCode,
    ).toBe(200);
    expect(await gone).toBe('io server disconnect');
  } finally {
    onA.close();
    onB.close();
  }
});

it('counts wrong passwords for one account across both instances (rate limits shared over Redis)', async () => {
  const email = `talalgatas-${Date.now()}-${Math.random().toString(36).slice(2)}@pelda.hu`;
  // Redis outlives a run: an address of this run only, so earlier runs' counts never interfere.
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const login = (app: TestApp) =>
    app.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: 'Rossz-Jelszo-1' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push((await login(i % 2 === 0 ? a : b)).statusCode);
  expect(statuses).toEqual(Array(10).fill(401));
  // Five guesses on each instance: an instance counting alone would still let both through.
  expect((await login(a)).statusCode).toBe(429);
  expect((await login(b)).statusCode).toBe(429);
  // Counted per account and client: the same account from another address is not locked yet.
  const elsewhere = await b.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `${remoteAddress.split('.').slice(0, 3).join('.')}.0`,
    payload: { email, password: 'Rossz-Jelszo-1' },
  });
  expect(elsewhere.statusCode).toBe(401);
});
