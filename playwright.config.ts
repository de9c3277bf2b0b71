import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3111);
const BASE_URL = `http://localhost:${PORT}`;
/** The same server by another of its addresses (the one its start log prints), not PUBLIC_URL's. */
const LOOPBACK_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(os.tmpdir(), `tp-e2e-data-${PORT}`);

/** Debian's Chromium (never a downloaded browser), with the flags this closed network needs. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker: two browsers plus the server overload this 2-core machine (axe runs then time out).
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    // The public journeys again with the site opened at 127.0.0.1: pictures, pages and sign-in must not
    // depend on the visitor using PUBLIC_URL's host name. A few specs only, to keep the run short.
    {
      name: 'chromium-127.0.0.1',
      testMatch: ['site-address.spec.ts', 'home.spec.ts'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: LOOPBACK_URL },
    },
  ],
  webServer: {
    // A fresh data folder each run: the server migrates and seeds it like a newcomer's first start.
    command: `rm -rf "${DATA_DIR}" && npx tsx server/main.ts`,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      SEED_DEMO: 'true',
      // The tests read codes and links from the local mailbox and buy with the demo provider.
      DEV_MAILBOX: 'true',
      PAYMENT_PROVIDER: 'demo',
      // The external-calendar journey serves its .ics from 127.0.0.1.
      EXTERNAL_CALENDAR_ALLOW_PRIVATE: 'true',
      // The push journey's push service is a local HTTP server.
      PUSH_ALLOW_ANY_ENDPOINT: 'true',
      // The fixtures' accounts each come from an address of their own (X-Forwarded-For from loopback).
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // A build of its own (`vite build --outDir …`), so parallel runs do not serve each other's files.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
    },
  },
});
