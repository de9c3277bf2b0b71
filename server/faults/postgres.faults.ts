import { expect, it } from 'vitest';
import { answersWhileStalled, readiness, stageForFile, until } from './stage';

/**
 * PostgreSQL cut (connections dropped, new ones refused) and stalled (a black hole) under load: every
 * request answers, 503 with Retry-After, /api/ready names the database, the instance recovers by itself
 * within 10 s of the database coming back, and nothing acknowledged is lost or doubled.
 */
const file = stageForFile(1);

const t = () => file.stage.apps[0]!;

async function expectRecovery() {
  await file.stage.proxies.postgres.restore();
  await until('ready again', async () => (await readiness(t())).status === 200);
  await file.load.run();
  expect(file.load.lastRound()).toEqual([200, 201, 201]);
}

it('answers 503 while PostgreSQL is cut or stalled, and recovers with nothing lost or doubled', async () => {
  await file.load.run();
  expect(file.load.lastRound()).toEqual([200, 201, 201]);

  // Cut while a round is on its way, then a round while it is away.
  const inFlight = file.load.run();
  await file.stage.proxies.postgres.cut();
  await inFlight;
  await file.load.run();
  expect(file.load.lastRound()).toEqual([503, 503, 503]);
  expect(await readiness(t())).toMatchObject({ status: 503, failing: ['database'] });
  await expectRecovery();

  // A black hole: nothing answers and nothing closes; the deadlines turn it into 503s.
  file.stage.proxies.postgres.stall();
  await answersWhileStalled('a round', file.load.run());
  expect(file.load.lastRound()).toEqual([503, 503, 503]);
  expect(await readiness(t())).toMatchObject({ status: 503, failing: ['database'] });
  await expectRecovery();

  file.load.expectNoFaults();
  await file.load.resendUnacknowledged();
  await file.load.verify();
});
