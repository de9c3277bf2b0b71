import { afterAll, beforeAll, expect, it } from 'vitest';
import { answersWhileStalled, Load, readiness, type Stage, startStage, until } from './stage';

/**
 * The S3 store cut and stalled under load: uploads answer 503 with Retry-After (never a 500, never a
 * hang), while search, booking and chat text go on; /api/ready stays 200 and names both stores as
 * degraded (every instance shares the bucket); uploads work again within 10 s of its return, and every
 * acknowledged upload is in the bucket exactly once.
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

async function uploadsRefused() {
  await answersWhileStalled('a round', load.run());
  expect(['search', 'booking', 'upload'].map((what) => load.last(what))).toEqual([200, 201, 503]);
  expect(await readiness(t())).toMatchObject({ status: 200, degraded: ['storage', 'private-storage'] });
}

async function recovers() {
  await stage.proxies.s3.restore();
  await until('ready without the stores degraded', async () => (await readiness(t())).degraded.length === 0);
  await until('uploads work again', async () => {
    await load.run();
    return load.last('upload') === 201;
  });
}

it('refuses uploads with 503 while S3 is cut or stalled, serves the rest, and recovers by itself', async () => {
  await load.run();
  expect(['search', 'booking', 'upload'].map((what) => load.last(what))).toEqual([200, 201, 201]);

  await stage.proxies.s3.cut();
  await uploadsRefused();
  await recovers();

  stage.proxies.s3.stall();
  await uploadsRefused();
  await recovers();

  load.expectNoFaults();
  await load.resendUnacknowledged();
  await load.verify();
});
