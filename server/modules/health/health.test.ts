import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const notReady = (failing: string[]) => ({
  status: 'error',
  success: false,
  code: 'NOT_READY',
  error: messages.api.unavailable,
  message: messages.api.unavailable,
  failing,
});

describe('health and readiness with every dependency up (database, Redis, file stores)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is alive and ready, for guests, outside the request limit', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('is not ready while a file store cannot take files, and says which one', async () => {
    // The private store's folder is taken by a file: nothing can be written there.
    const root = path.join(t.dataDir, 'private');
    await rm(root, { recursive: true, force: true });
    await writeFile(root, 'nem mappa');
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(notReady(['private-storage']));
      // Alive all the same: a restart would not help.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await rm(root, { force: true });
      await mkdir(root);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('readiness when a dependency does not answer', () => {
  it('names the database when it is gone, without its error', async () => {
    const t = await createTestApp();
    try {
      await t.app.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(notReady(['database']));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('stays ready without Redis and names it as degraded (every instance shares it)', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', degraded: ['redis'] });
    } finally {
      await t.close();
    }
  });
});
