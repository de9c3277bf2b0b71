import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { appointments, localMailbox, messageAttachments } from '../../db/schema';
import { DAY_MS, HOUR_MS, ManualClock, MINUTE_MS } from '../../lib/clock';
import {
  createAdviser,
  createAppointment,
  createAsker,
  createBooking,
  createType,
  startConversation,
} from '../../test/fixtures';
import { connect, emitAck, listen, nextEvent } from '../../test/sockets';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: { database: DatabaseHandle; drop(): Promise<void> };
let dataDir: string;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
// One time for both instances, moved only by the tests: no cache entry ever expires by itself here.
const clock = new ManualClock();

beforeAll(async () => {
  database = await openTestDatabase();
  // Both instances share one database and one file store (as they would share S3); only the test
  // closes them.
  const shared = { ...database.database, close: async () => {} };
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-scale-'));
  a = await createTestApp({ database: shared, dataDir, clock, env: { REDIS_URL } });
  b = await createTestApp({ database: shared, dataDir, clock, env: { REDIS_URL } });
  urlA = await listen(a.app);
  urlB = await listen(b.app);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('carries chat messages, broadcasts and room presence between two instances over Redis', async () => {
  const adviser = await createAdviser(a.app.db);
  const asker = await createAsker(a.app.db, { expiresInDays: 30 });
  const started = await startConversation(a, asker, adviser);
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

it('runs every background job on both instances at once, and each mail and deletion happens once', async () => {
  const type = await createType(a.app.db, 'Párhuzamos');
  const start = clock.now();
  // An unread message, 20 minutes old when the jobs run.
  const chatAdviser = await createAdviser(a.app.db);
  const chatAsker = await createAsker(a.app.db, { expiresInDays: 30 });
  const conversation = (
    await a.request({
      method: 'POST',
      url: '/api/conversations',
      headers: chatAsker.auth,
      payload: { participantId: chatAdviser.user.id },
    })
  ).json().data;
  const sent = await a.request({
    method: 'POST',
    url: `/api/conversations/${conversation.id}/messages`,
    headers: chatAsker.auth,
    payload: { message: 'Olvassa el, kérem' },
  });
  expect(sent.statusCode).toBe(201);
  clock.advance(20 * MINUTE_MS);
  const now = clock.now();

  // An unconfirmed appointment whose start has passed: cancelled by the system, both told.
  const {
    adviser: lateAdviser,
    asker: lateAsker,
    appointment: late,
  } = await createBooking(a.app.db, {
    typeId: type.id,
    start: new Date(now.getTime() - MINUTE_MS),
    status: 'pending',
  });
  // A confirmed appointment, booked two days ago, starting in 23 hours: the 24-hour reminder.
  const soonAdviser = await createAdviser(a.app.db);
  const soonAsker = await createAsker(a.app.db, { expiresInDays: 30 });
  const soonStart = new Date(now.getTime() + 23 * HOUR_MS);
  await a.app.db.insert(appointments).values({
    adviserId: soonAdviser.adviser.id,
    clientId: soonAsker.user.id,
    typeId: type.id,
    startTime: soonStart,
    endTime: new Date(soonStart.getTime() + HOUR_MS),
    status: 'confirmed',
    roomId: randomUUID(),
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
  // A subscription ending in 6 days: the 7-day reminder.
  const endingAsker = await createAsker(a.app.db, { expiresInDays: 6 });
  // A chat upload never sent, a day and an hour old: its row and file go.
  const orphanKey = `chat/${randomUUID()}.pdf`;
  await a.app.privateStorage.put(orphanKey, Buffer.from('%PDF-1.4 soha el nem küldött'));
  await a.app.db.insert(messageAttachments).values({
    conversationId: conversation.id,
    uploaderId: chatAsker.user.id,
    filename: 'szerzodes.pdf',
    mimeType: 'application/pdf',
    size: 27,
    storageKey: orphanKey,
    createdAt: new Date(now.getTime() - DAY_MS - HOUR_MS),
  });

  const passes = (t: TestApp) => [
    t.app.jobs.lifecycle.runOnce(),
    t.app.jobs.subscriptionExpiry.runOnce(),
    t.app.jobs.unreadMailer.runOnce(),
    t.app.jobs.orphanAttachments.runOnce(),
  ];
  const [lifecycleA, expiryA, unreadA, sweptA, lifecycleB, expiryB, unreadB, sweptB] = await Promise.all([
    ...passes(a),
    ...passes(b),
  ]);
  // Each effect was claimed by one instance (or split between them), never by both.
  expect((lifecycleA ?? 0) + (lifecycleB ?? 0)).toBe(2);
  expect((expiryA ?? 0) + (expiryB ?? 0)).toBe(1);
  // (The unread mailer also finds the first test's message, now unread for 20 minutes: counted below.)
  expect((unreadA ?? 0) + (unreadB ?? 0)).toBeGreaterThanOrEqual(1);
  expect((sweptA ?? 0) + (sweptB ?? 0)).toBe(1);
  await Promise.all([a.app.jobs.outbox.drain(), b.app.jobs.outbox.drain()]);

  const mailed = async (email: string) =>
    (await a.app.db.select().from(localMailbox).where(eq(localMailbox.to, email))).map((m) => m.subject);
  for (const party of [lateAdviser, lateAsker]) {
    const subjects = await mailed(party.user.email);
    expect(subjects, party.user.email).toHaveLength(1);
    expect(subjects[0]).toContain('Időpont törölve');
  }
  for (const party of [soonAdviser, soonAsker]) {
    const subjects = await mailed(party.user.email);
    expect(subjects, party.user.email).toHaveLength(1);
    expect(subjects[0]).toContain('Emlékeztető');
  }
  const ending = await mailed(endingAsker.user.email);
  expect(ending).toHaveLength(1);
  expect(ending[0]).toContain('lejár');
  const unread = await mailed(chatAdviser.user.email);
  expect(unread).toHaveLength(1);
  expect(unread[0]).toContain('Olvasatlan üzenet');
  expect((await a.app.db.select().from(appointments).where(eq(appointments.id, late.id)))[0]?.status).toBe(
    'cancelled_by_system',
  );
  expect(
    await a.app.db
      .select()
      .from(messageAttachments)
      .where(inArray(messageAttachments.storageKey, [orphanKey])),
  ).toEqual([]);
  await expect(b.app.privateStorage.get(orphanKey)).rejects.toThrow();

  // Run again on both: nothing more is due.
  const again = await Promise.all([...passes(a), ...passes(b)]);
  expect(again.every((count) => count === 0)).toBe(true);
  await Promise.all([a.app.jobs.outbox.drain(), b.app.jobs.outbox.drain()]);
  expect(await mailed(soonAsker.user.email)).toHaveLength(1);
  expect(clock.now().getTime() - start.getTime()).toBe(20 * MINUTE_MS);
});

it("clears every instance's public answers after a change through one of them, long before they expire", async () => {
  const adviser = await createAdviser(a.app.db, { description: 'Régi bemutatkozás' });
  const profile = async (t: TestApp) =>
    (await t.request({ method: 'GET', url: `/api/tanacsadok/public/${adviser.adviser.id}` })).json().data
      .description;
  expect(await profile(b)).toBe('Régi bemutatkozás');
  // B answers from its cache now (the clock never moves here, so the entry never expires by itself).
  const changed = await a.request({
    method: 'PUT',
    url: `/api/tanacsadok/${adviser.adviser.id}/description`,
    headers: adviser.auth,
    payload: { description: 'Új bemutatkozás' },
  });
  expect(changed.statusCode).toBe(200);
  // The instance that made the change answers fresh at once; the other as soon as Redis tells it.
  expect(await profile(a)).toBe('Új bemutatkozás');
  await expect.poll(() => profile(b), { timeout: 3000 }).toBe('Új bemutatkozás');
});
