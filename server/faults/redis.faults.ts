import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { collect, connect, emitAck, nextEvent } from '../test/sockets';
import { answersWhileStalled, readiness, stageForFile, until } from './stage';

/**
 * Redis cut and stalled under load with two instances (the socket.io adapter, shared rate limits and
 * cache invalidations go through it): both instances keep serving, logins included (the limits count
 * in memory meanwhile); /api/ready stays 200 and names Redis as degraded (every instance shares it);
 * chat messages sent meanwhile are stored, and once Redis is back the sockets of both instances are told
 * to resync (`live:missed`) and find every message they missed.
 */
const file = stageForFile(2);
const PASSWORD = 'Kieses-Jelszo-2026';

beforeAll(async () => {
  await file.stage.apps[0]!.app.db.update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, file.load.asker.user.id));
});

const [a, b] = [() => file.stage.apps[0]!, () => file.stage.apps[1]!];

/** A chat message of the asker (whose socket is on A) in the conversation; the server's ack. */
const askerSends = (message: string) =>
  emitAck(file.load.askerSocket, 'chat:message', { roomId: file.load.conversation.roomId, message });

/** One round on each instance, a login on each and a new socket on B: all of it answers as usual. */
async function everythingAnswers() {
  for (const on of [0, 1]) {
    await file.load.run(on);
    expect(file.load.lastRound()).toEqual([200, 201, 201]);
    const login = await file.stage.apps[on]!.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: file.load.asker.user.email, password: PASSWORD },
    });
    expect(login.statusCode, 'login').toBe(200);
  }
  const another = await connect(file.stage.urls[1]!, { token: file.load.adviser.token });
  another.close();
}

/** What the adviser's socket on B shows after a resync: the conversation's stored messages. */
async function messagesOnB() {
  const answer = await b().request({
    method: 'GET',
    url: `/api/conversations/${file.load.conversation.id}/messages?limit=100`,
    headers: file.load.adviser.auth,
  });
  return (answer.json().data as { message: string }[]).map((m) => m.message);
}

async function afterRestore(missed: unknown[], seen: number) {
  await file.stage.proxies.redis.restore();
  await until('ready without Redis degraded', async () => {
    const [onA, onB] = [await readiness(a()), await readiness(b())];
    return onA.status === 200 && onA.degraded.length === 0 && onB.status === 200 && onB.degraded.length === 0;
  });
  await until('the adviser on B told to resync', async () => missed.length > seen);
}

it('keeps both instances serving while Redis is cut or stalled, and the sockets resync after', async () => {
  await file.load.run();
  // Live across instances while Redis answers.
  const live = nextEvent<{ message: string }>(file.load.adviserSocket, 'chat:message');
  await askerSends('Élőben');
  expect((await live).message).toBe('Élőben');
  const missed = collect(file.load.adviserSocket, 'live:missed');

  await file.stage.proxies.redis.cut();
  await until('Redis named as degraded', async () => (await readiness(a())).degraded.includes('redis'));
  expect(await readiness(b())).toMatchObject({ status: 200, degraded: ['redis'] });
  await everythingAnswers();
  const whileCut = 'Redis nélkül küldve';
  expect(await askerSends(whileCut)).toMatchObject({ ok: true });
  await afterRestore(missed, 0);
  expect(await messagesOnB()).toContain(whileCut);

  file.stage.proxies.redis.stall();
  await answersWhileStalled('every request', everythingAnswers());
  await until('Redis named as degraded', async () => (await readiness(a())).degraded.includes('redis'));
  const whileStalled = 'Elakadt Redis mellett küldve';
  expect(await askerSends(whileStalled)).toMatchObject({ ok: true });
  await afterRestore(missed, missed.length);
  expect(await messagesOnB()).toContain(whileStalled);

  // Live again across instances. A publish held by the stall may still arrive first (its bytes flow on
  // at the restore), so this waits for this message among whatever comes.
  const received = collect<{ message: string }>(file.load.adviserSocket, 'chat:message');
  await askerSends('Újra élőben');
  await until('the live message on B', async () => received.some((m) => m.message === 'Újra élőben'));

  file.load.expectNoFaults();
  await file.load.verify();
});
