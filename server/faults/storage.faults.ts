import { expect, it } from 'vitest';
import { answersWhileStalled, readiness, stageForFile, until } from './stage';

/**
 * The S3 store cut and stalled under load: uploads answer 503 with Retry-After (never a 500, never a
 * hang), while search, booking and chat text go on; /api/ready stays 200 and names both stores as
 * degraded (every instance shares the bucket); uploads work again within 10 s of its return, and every
 * acknowledged upload is in the bucket exactly once.
 */
const file = stageForFile(1);

const t = () => file.stage.apps[0]!;

async function uploadsRefused() {
  await answersWhileStalled('a round', file.load.run());
  expect(file.load.lastRound()).toEqual([200, 201, 503]);
  expect(await readiness(t())).toMatchObject({ status: 200, degraded: ['storage', 'private-storage'] });
}

async function recovers() {
  await file.stage.proxies.s3.restore();
  await until('ready without the stores degraded', async () => (await readiness(t())).degraded.length === 0);
  await until('uploads work again', async () => {
    await file.load.run();
    return file.load.last('upload') === 201;
  });
}

it('refuses uploads with 503 while S3 is cut or stalled, serves the rest, and recovers by itself', async () => {
  await file.load.run();
  expect(file.load.lastRound()).toEqual([200, 201, 201]);

  await file.stage.proxies.s3.cut();
  await uploadsRefused();
  await recovers();

  file.stage.proxies.s3.stall();
  await uploadsRefused();
  await recovers();

  file.load.expectNoFaults();
  await file.load.resendUnacknowledged();
  await file.load.verify();
});
