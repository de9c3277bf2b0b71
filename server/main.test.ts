import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

describe('server start-up with bad settings', () => {
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
});
