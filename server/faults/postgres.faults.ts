import { afterAll, beforeAll, expect, it } from 'vitest';
import { answersWhileStalled, Load, readiness, type Stage, startStage, until } from './stage';

/**
 * PostgreSQL cut (connections dropped, new ones refused) and stalled (a black hole) under load: every
 * request answers, 503 with Retry-After, /api/ready names the database, the instance recovers by itself
 * within 10 s of the database coming back, and nothing acknowledged is lost or doubled.
 */
let stage: Stage;
let load: Load;

beforeAll(async () => {
  stage = await startStage({ instances: 1 });
  load = await Load.start(stage);
});

afterAll(async () => {
  load?.close();
  await stage?.close();
});

const t = () => stage.apps[0]!;

async function expectRecovery() {
  await stage.proxies.postgres.restore();
  await until('ready again', async () => (await readiness(t())).status === 200);
  await load.run();
  expect(['search', 'booking', 'upload'].map((what) => load.last(what))).toEqual([200, 201, 201]);
}

it('answers 503 while PostgreSQL is cut or stalled, and recovers with nothing lost or doubled', async () => {
  await load.run();
  expect(['search', 'booking', 'upload'].map((what) => load.last(what))).toEqual([200, 201, 201]);

  // Cut while a round is on its way, then a round while it is away.
  const inFlight = load.run();
  await stage.proxies.postgres.cut();
  await inFlight;
  await load.run();
  expect(['search', 'booking', 'upload'].map((what) => load.last(what))).toEqual([503, 503, 503]);
  expect(await readiness(t())).toMatchObject({ status: 503, failing: ['database'] });
  await expectRecovery();

  // A black hole: nothing answers and nothing closes; the deadlines turn it into 503s.
  stage.proxies.postgres.stall();
  await answersWhileStalled('a round', load.run());
  expect(['search', 'booking', 'upload'].map((what) => load.last(what))).toEqual([503, 503, 503]);
  expect(await readiness(t())).toMatchObject({ status: 503, failing: ['database'] });
  await expectRecovery();

  load.expectNoFaults();
  await load.resendUnacknowledged();
  await load.verify();
});
