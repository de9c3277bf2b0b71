import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The cluster scenarios (e2e-cluster/), run by `npm run test:cluster` against the cluster it starts
 * (scripts/cluster-test.ts passes the addresses in CLUSTER_*). No webServer: the harness owns every
 * process. One worker, in order: the scenarios share two app instances, and the last one kills A.
 */
const configured = base.use?.launchOptions ?? {};

export default defineConfig({
  testDir: './e2e-cluster',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // Generous: two app instances, Caddy, coturn and Chromium share the machine with whatever else runs.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  outputDir: process.env.CLUSTER_OUTPUT_DIR ?? path.join(os.tmpdir(), 'tp-cluster-results'),
  use: {
    baseURL: process.env.CLUSTER_URL,
    // Caddy's local CA signs the certificate of localhost; it is not in the browser's trust store.
    ignoreHTTPSErrors: true,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      ...configured,
      args: [
        ...(configured.args ?? []),
        // A fake camera and microphone for the meeting, without a permission prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    { name: 'cluster', testIgnore: /failover\.spec\.ts$/ },
    // Kills instance A: after everything else.
    { name: 'failover', testMatch: /failover\.spec\.ts$/, dependencies: ['cluster'] },
  ],
});
