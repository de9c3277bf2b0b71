import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/seed-data';

/** Starts the real server process and collects how it ended. */
function startServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('server start-up with bad settings', { timeout: 120_000 }, () => {
  it('stops on a bad variable with one clear message and no stack trace', async () => {
    const { code, stderr } = await startServer({ PORT: 'abc', SEED_DEMO: 'talán' });
    expect(code).toBe(1);
    expect(stderr).toContain('Hibás beállítás, a szerver nem indul el');
    expect(stderr).toContain('PORT: egész szám kell 1 és 65535 között (kapott érték: "abc")');
    expect(stderr).toContain('SEED_DEMO');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('fails fast with a clear message when DATABASE_URL points to nothing', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-main-'));
    try {
      const { code, stderr } = await startServer({
        DATA_DIR: dataDir,
        PORT: '3998',
        DATABASE_URL: 'postgres://portal:titkos@127.0.0.1:1/portal',
        PAYMENT_PROVIDER: 'demo',
      });
      expect(code).toBe(1);
      expect(stderr).toContain('Nem sikerült kapcsolódni az adatbázishoz');
      expect(stderr).toContain('127.0.0.1:1');
      expect(stderr).not.toContain('titkos');
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses production on PostgreSQL, or a public address without NODE_ENV, without Stripe keys', async () => {
    const settings: Record<string, string>[] = [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
      { HOST: '0.0.0.0' },
    ];
    for (const env of settings) {
      const { code, stderr } = await startServer(env);
      expect(code).toBe(1);
      expect(stderr).toContain('Hibás beállítás, a szerver nem indul el');
      expect(stderr).toContain('Nincs fizetési szolgáltató');
      expect(stderr).toContain('STRIPE_SECRET_KEY');
      expect(stderr).toContain('PAYMENT_PROVIDER=demo');
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });
});

/** Starts the real server and waits until it listens; `stop` ends it (SIGTERM) and waits. */
async function runServer(env: Record<string, string>) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += String(chunk);
      if (log.includes('A portál fut')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}): ${log}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    log: () => log,
    get: (url: string) => fetch(`${base}${url}`),
    login: (email: string, password: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// These start real server processes (migrations, argon2, demo seeding): slow on a busy machine.
describe('what a start gives by default', { timeout: 120_000 }, () => {
  it('a fresh clone (no settings) is the demo: local mailbox, demo accounts, demo payments', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-main-'));
    const server = await runServer({ DATA_DIR: dataDir });
    try {
      expect(server.log()).toContain('Demó mód: helyi postafiók');
      expect((await server.login('admin@pelda.hu', DEMO_PASSWORD)).status).toBe(200);
      expect((await server.get('/dev/mail')).status).toBe(200);
      expect((await server.get('/api/openapi.json')).status).toBe(200);
      const packages = await (await server.get('/api/subscription-packages')).json();
      expect(packages.paymentProvider).toBe('demo');
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('on a public address: no mailbox, no demo accounts with the published password', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-main-'));
    const server = await runServer({ DATA_DIR: dataDir, HOST: '0.0.0.0', PAYMENT_PROVIDER: 'demo' });
    try {
      expect(server.log()).toContain('Üzemi mód: levelek NEM mennek ki');
      expect(server.log()).toContain('nincsenek demó fiókok');
      expect((await server.login('admin@pelda.hu', DEMO_PASSWORD)).status).toBe(401);
      const mailbox = await server.get('/dev/mail');
      expect(mailbox.status).toBe(404);
      expect(await mailbox.text()).not.toContain('Helyi postafiók');
      // The route map is no public page either, unless API_DOCS asks for it.
      expect((await server.get('/api/docs/')).status).toBe(404);
      expect((await server.get('/api/openapi.json')).status).toBe(404);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
