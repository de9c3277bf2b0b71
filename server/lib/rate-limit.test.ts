import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES } from '../modules/auth/auth.routes';
import { PASSWORD, uniqueEmail } from '../test/fixtures';
import { createTestApp, nextTestIp, type TestApp } from '../test/test-app';

/** Issue 34: the limits' stores hold no personal values, and a Redis outage does not switch them off. */

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A database of its own, so the keys this file makes are told apart from other tests' and removed.
const REDIS_URL = `${REDIS}/9`;

/** A verified account (registered through the API, so its data is the app's own); its e-mail. */
async function verifiedAccount(t: TestApp) {
  const email = uniqueEmail('limit');
  await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Limit Lili', email, password: PASSWORD, role: 'kerdezo', acceptTerms: true },
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { email, code: await t.lastCode(email) },
  });
  expect(res.statusCode).toBe(200);
  return email;
}

const login = (t: TestApp, remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

describe('with Redis', () => {
  let t: TestApp;
  let redis: Redis;
  let before: Set<string>;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    before = new Set(await redis.keys('*'));
    t = await createTestApp({ env: { REDIS_URL } });
  });

  afterAll(async () => {
    await t.close();
    const made = (await redis.keys('*')).filter((key) => !before.has(key));
    if (made.length > 0) await redis.del(...made);
    redis.disconnect();
  });

  it('stores the keys of failed logins and code sends hashed: no e-mail (nor the address) in Redis', async () => {
    const email = await verifiedAccount(t);
    const address = '198.51.100.23';
    for (let i = 0; i < 3; i += 1)
      expect((await login(t, address, email, `Rossz-${i}`)).statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: address,
      payload: { email },
    });

    const keys = (await redis.keys('*')).filter((key) => !before.has(key));
    expect(keys.filter((key) => key.startsWith('tp:fail:login:'))).toHaveLength(3);
    expect(keys.filter((key) => key.startsWith('tp:fail:send:')).length).toBeGreaterThan(0);
    // (The global per-address limit of app.ts keys by the address alone; these are the limits' own.)
    for (const key of keys.filter((name) => name.startsWith('tp:fail:'))) expect(key).not.toContain(address);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain(email.split('@')[0]);
    }
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      logStream: { write: (line: string) => lines.push(line) },
    });
  });

  afterAll(() => t.close());

  it('keeps counting in memory: guessing is still refused, the owner still logs in, one log line', async () => {
    const email = await verifiedAccount(t);
    const guesser = nextTestIp();
    for (let i = 0; i < LOGIN_FAILURES.perAccountClient; i += 1)
      expect((await login(t, guesser, email, `Rossz-${i}`)).statusCode).toBe(401);
    expect((await login(t, guesser, email, 'Rossz-x')).statusCode).toBe(429);
    expect((await login(t, nextTestIp(), email, PASSWORD)).statusCode).toBe(200);

    const outage = lines.filter((line) => line.includes('rate limit store unreachable'));
    expect(outage).toHaveLength(1);
  });
});
