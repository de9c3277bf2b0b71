import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const run = (args: string[], dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/create-admin.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    input: '',
    encoding: 'utf8',
  });

describe('npm run create-admin', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-admin-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a verified admin with a generated password that works for login', async () => {
    const result = run(['Fo.Admin@Pelda.hu', '--name', 'Fő Adminisztrátor'], dataDir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Adminisztrátor létrehozva: fo.admin@pelda.hu');
    const password = result.stdout.match(/jegyezze fel\): (\S+)/)?.[1];
    expect(password).toBeDefined();

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const app = await buildApp(config, { startWorkers: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'fo.admin@pelda.hu', password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        role: 'admin',
        name: 'Fő Adminisztrátor',
        emailVerified: true,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses a taken e-mail and a malformed one', () => {
    const again = run(['fo.admin@pelda.hu'], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Ezzel az e-mail címmel már van fiók');
    const bad = run(['nem-email'], dataDir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Érvénytelen e-mail cím');
  });
});
