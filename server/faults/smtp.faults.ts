import { expect, it } from 'vitest';
import { answersWhileStalled, readiness, stageForFile, until } from './stage';

/**
 * The mail server cut and stalled under load: booking and everything else go on (their mails wait in
 * the outbox), /api/ready stays 200 and names SMTP as degraded once a send finds it away, and within
 * 10 s of its return every queued mail reaches it exactly once (by the outbox Message-ID).
 */
const file = stageForFile(1);

const t = () => file.stage.apps[0]!;

async function bookingGoesOn() {
  await file.load.run();
  expect(file.load.lastRound()).toEqual([200, 201, 201]);
}

async function outboxEmpty() {
  return (await t().app.jobs.outbox.depth()) === 0;
}

it('queues mail while the SMTP server is cut or stalled, and delivers each once when it is back', async () => {
  await bookingGoesOn();
  await until('the first mails sent', outboxEmpty);

  await file.stage.proxies.smtp.cut();
  await bookingGoesOn();
  await until('SMTP named as degraded', async () => (await readiness(t())).degraded.includes('smtp'));
  expect(await readiness(t())).toMatchObject({ status: 200, degraded: ['smtp'] });
  await bookingGoesOn();
  expect(await outboxEmpty()).toBe(false);
  await file.stage.proxies.smtp.restore();
  await until('the waiting mails sent', outboxEmpty);
  await until('SMTP no longer degraded', async () => (await readiness(t())).degraded.length === 0);

  // A black hole: the send waits (within its deadlines) while bookings go on; when the server answers
  // again the mails go out, each once.
  file.stage.proxies.smtp.stall();
  await answersWhileStalled('two rounds', bookingGoesOn().then(bookingGoesOn));
  expect(await outboxEmpty()).toBe(false);
  await file.stage.proxies.smtp.restore();
  await until('the mails held by the stall sent', outboxEmpty);

  file.load.expectNoFaults();
  await file.load.resendUnacknowledged();
  await file.load.verify();
});
