import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAsker } from '../test/fixtures';
import { connect, listen } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';
import { loggerOptions } from './logging';

const PROXY = '10.0.0.5';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and the log lines that carry them', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'debug', TRUST_PROXY: PROXY, PAYMENT_PROVIDER: 'demo' },
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    url = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const linesOf = (key: string, value: unknown) => lines.filter((line) => line[key] === value);

  it('gives every request an id, logs it on its lines and echoes it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.7' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const logged = linesOf('reqId', id);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps the X-Request-Id of a trusted proxy only', async () => {
    const viaProxy = await t.app.inject({
      method: 'GET',
      url: '/api/nincs-ilyen',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'proxy-7f3a' },
    });
    expect(viaProxy.statusCode).toBe(404);
    expect(viaProxy.headers['x-request-id']).toBe('proxy-7f3a');
    expect(linesOf('reqId', 'proxy-7f3a').length).toBeGreaterThanOrEqual(2);

    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '192.0.2.8',
      headers: { 'x-request-id': 'kliens-valasztotta' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    // Not even a trusted proxy can put something into a log line that is no id.
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'a b\u0000c' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
    expect(linesOf('reqId', 'kliens-valasztotta')).toEqual([]);
  });

  it('never logs the signature of a signed media URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/avatars/x.webp?exp=1&sig=titkos-alairas' });
    const logged = linesOf('reqId', res.headers['x-request-id']);
    expect(logged[0]).toMatchObject({ req: { url: '/media/avatars/x.webp?exp=1&sig=[Redacted]' } });
    expect(JSON.stringify(lines)).not.toContain('titkos-alairas');
  });

  it('logs a socket with its handshake request id and socket id, never its token', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const socket = await connect(url, { token: asker.token });
    const socketId = socket.id;
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.close();
    await gone;
    const connected = lines.find((line) => line.msg === 'socket connected' && line.socketId === socketId);
    expect(connected).toMatchObject({ userId: asker.user.id });
    expect(connected?.reqId).toMatch(UUID);
    await expect
      .poll(() => linesOf('socketId', socketId).map((line) => line.msg))
      .toContain('socket disconnected');
    expect(JSON.stringify(lines)).not.toContain(asker.token);
  });

  it('logs each job run with the job and a run id of its own', async () => {
    await t.app.jobs.unreadMailer.runOnce();
    await t.app.jobs.unreadMailer.runOnce();
    const runs = lines.filter((line) => line.job === 'unread-mailer' && line.msg === 'job run finished');
    expect(runs).toHaveLength(2);
    expect(runs[0]?.jobRunId).toMatch(UUID);
    expect(runs[1]?.jobRunId).not.toBe(runs[0]?.jobRunId);
  });

  it('writes one JSON object a line outside development', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true);
  });
});

describe('log format by environment', () => {
  it('is pino-pretty in development and JSON in production', () => {
    const development = loggerOptions(loadConfig({ NODE_ENV: 'development' }));
    expect(development).toMatchObject({ transport: { target: 'pino-pretty' } });
    // The target is installed (a runtime dependency), so `npm start` finds it.
    expect(createRequire(import.meta.url).resolve('pino-pretty')).toContain('pino-pretty');
    const production = loggerOptions(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo', DATA_DIR: '/tmp' }),
    );
    expect(production).not.toHaveProperty('transport');
  });
});
