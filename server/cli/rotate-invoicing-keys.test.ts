import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { invoicingAccounts } from '../db/schema';
import { SecretBox } from '../modules/invoicing/secret-box';
import { createMondayAdviser } from '../test/fixtures';

const OLD = { id: 'k2025', key: Buffer.alloc(32, 11) };
const NEW = { id: 'k2026', key: Buffer.alloc(32, 22) };
const ring = (...entries: (typeof OLD)[]) =>
  entries.map((e) => `${e.id}:${e.key.toString('base64')}`).join(',');

const run = (dataDir: string, keys: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/rotate-invoicing-keys.ts'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', INVOICING_KEYS: keys },
    encoding: 'utf8',
  });

describe('npm run invoicing:rotate-keys', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-rotate-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('re-seals every stored key under the new first key, so the old key can go', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const adviser = await createMondayAdviser(database.db, []);
    const apiKey = 'billingo-key-to-keep-7d1e';
    await database.db.insert(invoicingAccounts).values({
      adviserId: adviser.adviser.id,
      provider: 'billingo',
      secretSealed: new SecretBox([OLD]).seal(apiKey),
      secretHint: '7d1e',
      block: '5002',
    });
    await database.close();

    const rotated = run(dataDir, ring(NEW, OLD));
    expect(rotated.status, rotated.stderr).toBe(0);
    expect(rotated.stdout).toContain('1 újratitkosítva a(z) „k2026” kulccsal');
    expect(`${rotated.stdout}${rotated.stderr}`).not.toContain(apiKey);
    const again = run(dataDir, ring(NEW, OLD));
    expect(again.stdout).toContain('0 újratitkosítva');

    const reopened = await openDatabase({ dataDir });
    const [row] = await reopened.db.select().from(invoicingAccounts);
    await reopened.close();
    expect(row?.secretSealed?.startsWith('k2026:')).toBe(true);
    // The new key alone opens it: the old one may leave INVOICING_KEYS.
    expect(new SecretBox([NEW]).open(row?.secretSealed as string)).toBe(apiKey);
    expect(() => new SecretBox([OLD]).open(row?.secretSealed as string)).toThrow();
  });

  it('refuses to run without INVOICING_KEYS', () => {
    const result = run(dataDir, '');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('INVOICING_KEYS nincs beállítva');
  });
});
