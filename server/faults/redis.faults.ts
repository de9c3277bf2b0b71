import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { collect, connect, emitAck, nextEvent } from '../test/sockets';
import { answersWhileStalled, Load, readiness, type Stage, startStage, until } from './stage';

/**
 * Redis cut and stalled under load with two instances (the socket.io adapter, shared rate limits and
 * cache invalidations go through it): both instances keep serving, logins included (the limits count
 * in memory meanwhile); /api/ready stays 200 and names Redis as degraded (every instance shares it);
 * chat messages sent meanwhile are stored, and once Redis is back the sockets of both instances are told
 * to resync (`live:missed`) and find every message they missed.
 */
let stage: Stage;
let load: Load;
const PASSWORD = 'Kieses-Jelszo-2026';

beforeAll(async () => {
  stage = await startStage({ instances: 2 });
  load = await Load.start(stage);
  await stage.apps[0]!.app.db.update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, load.asker.user.id));
});

afterAll(async () => {
  load?.close();
  await stage?.close();
});

const [a, b] = [() => stage.apps[0]!, () => stage.apps[1]!];

/** One round on each instance, a login on each and a new socket on B: all of it answers as usual. */
async function everythingAnswers() {
  for (const on of [0, 1]) {
    await load.run(on);
    expect(['search', 'booking', 'upload'].map((what) => load.last(what))).toEqual([200, 201, 201]);
    const login = await stage.apps[on]!.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: load.asker.user.email, password: PASSWORD },
    });
    expect(login.statusCode, 'login').toBe(200);
  }
  const another = await connect(stage.urls[1]!, { token: load.adviser.token });
  another.close();
}

/** What the adviser's socket on B shows after a resync: the conversation's stored messages. */
async function messagesOnB() {
  const answer = await b().request({
    method: 'GET',
    url: `/api/conversations/${load.conversation.id}/messages?limit=100`,
    headers: load.adviser.auth,
  });
  return (answer.json().data as { message: string }[]).map((m) => m.message);
}

async function afterRestore(missed: unknown[], seen: number) {
  await stage.proxies.redis.restore();
  await until('ready without Redis degraded', async () => {
    const [onA, onB] = [await readiness(a()), await readiness(b())];
    return onA.status === 200 && onA.degraded.length === 0 && onB.status === 200 && onB.degraded.length === 0;
  });
  await until('the adviser on B told to resync', async () => missed.length > seen);
}

it('keeps both instances serving while Redis is cut or stalled, and the sockets resync after', async () => {
  await load.run();
  // Live across instances while Redis answers.
  const live = nextEvent<{ message: string }>(load.adviserSocket, 'chat:message');
  await emitAck(load.askerSocket, 'chat:message', { roomId: load.conversation.roomId, message: 'Élőben' });
  expect((await live).message).toBe('Élőben');
  const missed = collect(load.adviserSocket, 'live:missed');

  await stage.proxies.redis.cut();
  await until('Redis named as degraded', async () => (await readiness(a())).degraded.includes('redis'));
  expect(await readiness(b())).toMatchObject({ status: 200, degraded: ['redis'] });
  await everythingAnswers();
  const whileCut = 'Redis nélkül küldve';
  expect(
    await emitAck(load.askerSocket, 'chat:message', { roomId: load.conversation.roomId, message: whileCut }),
  ).toMatchObject({ ok: true });
  await afterRestore(missed, 0);
  expect(await messagesOnB()).toContain(whileCut);

  stage.proxies.redis.stall();
  await answersWhileStalled('every request', everythingAnswers());
  await until('Redis named as degraded', async () => (await readiness(a())).degraded.includes('redis'));
  const whileStalled = 'Elakadt Redis mellett küldve';
  expect(
    await emitAck(load.askerSocket, 'chat:message', {
      roomId: load.conversation.roomId,
      message: whileStalled,
    }),
  ).toMatchObject({ ok: true });
  await afterRestore(missed, missed.length);
  expect(await messagesOnB()).toContain(whileStalled);

  // Live again across instances. A publish held by the stall may still arrive first (its bytes flow on
  // at the restore), so this waits for this message among whatever comes.
  const received = collect<{ message: string }>(load.adviserSocket, 'chat:message');
  await emitAck(load.askerSocket, 'chat:message', {
    roomId: load.conversation.roomId,
    message: 'Újra élőben',
  });
  await until('the live message on B', async () => received.some((m) => m.message === 'Újra élőben'));

  load.expectNoFaults();
  await load.verify();
});
