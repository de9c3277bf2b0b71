import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { StoredObjectNotFound } from '../lib/storage';
import { createStorages, type Storages } from '../lib/storages';
import { type S3Peer, startS3Peer } from '../test/s3-peer';

/** The command as an operator runs it; asynchronous, so the S3 peer keeps answering meanwhile. */
function copyCommand(env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/copy-uploads-to-s3.ts'], {
      env: { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const summary = (copied: number, skipped: number, failed: number) =>
  `Átmásolva: ${copied}, kihagyva (már a bucketben volt, azonos méretben): ${skipped}, sikertelen: ${failed}.`;

describe('npm run storage:copy-to-s3', () => {
  let peer: S3Peer;
  let dataDir: string;
  let bucket: Storages;
  let env: Record<string, string>;
  const files: Record<string, Buffer> = {
    'uploads/media/u1/kep.webp': Buffer.from('RIFF kép WEBP'),
    'uploads/media/u1/kep-thumb.webp': Buffer.from('RIFF bélyeg WEBP'),
    'uploads/avatars/demo.webp': Buffer.from('RIFF demó WEBP'),
    'private/chat/c1/0b7d6c1e-melleklet': Buffer.from('%PDF-1.4 melléklet'),
    'private/invoices/a1/szamla.pdf': Buffer.from('%PDF-1.4 számla'),
    // Over one part (5 MB): goes up as a multipart upload.
    'private/chat/c1/nagy': randomBytes(6 * 1024 * 1024),
  };

  beforeAll(async () => {
    peer = await startS3Peer({ bucket: 'tp-copy-test' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-copy-'));
    for (const [file, data] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
      await writeFile(path.join(dataDir, file), data);
    }
    // A half-written temporary file of the local store is no upload.
    await writeFile(path.join(dataDir, 'uploads/media/u1/.kep.webp.1234.tmp'), 'félkész');
    env = { DATA_DIR: dataDir, ...peer.env };
    bucket = await createStorages(loadConfig({ NODE_ENV: 'test', ...peer.env }));
  });

  afterAll(async () => {
    await bucket.close();
    await peer.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const storeOf = (file: string) => (file.startsWith('uploads/') ? bucket.storage : bucket.privateStorage);
  const keyOf = (file: string) => file.replace(/^(uploads|private)\//, '');

  it('copies every file of uploads/ and private/ into the bucket under the same prefixes', async () => {
    const result = await copyCommand(env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(summary(6, 0, 0));
    for (const [file, data] of Object.entries(files)) {
      expect((await storeOf(file).get(keyOf(file))).equals(data), file).toBe(true);
    }
    expect((await bucket.privateStorage.stat('invoices/a1/szamla.pdf')).contentType).toBe('application/pdf');
    await expect(bucket.storage.stat('media/u1/.kep.webp.1234.tmp')).rejects.toBeInstanceOf(
      StoredObjectNotFound,
    );
  });

  it('skips what is already there with the same size, and copies again what differs', async () => {
    const again = await copyCommand(env);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(summary(0, 6, 0));

    await bucket.storage.put('avatars/demo.webp', Buffer.from('csonka'));
    const repaired = await copyCommand(env);
    expect(repaired.stdout).toContain(summary(1, 5, 0));
    expect((await bucket.storage.get('avatars/demo.webp')).equals(files['uploads/avatars/demo.webp']!)).toBe(
      true,
    );
  });

  it('reports a file it cannot copy, copies the rest, and exits with 1', async () => {
    const odd = path.join(dataDir, 'uploads/media/u1/rossz\\nev.webp');
    await writeFile(odd, 'x');
    await writeFile(path.join(dataDir, 'uploads/media/u1/uj.webp'), 'RIFF új WEBP');
    try {
      const result = await copyCommand(env);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(summary(1, 6, 1));
      expect(result.stderr).toContain('Sikertelen: uploads/media/u1/rossz\\nev.webp');
      expect((await bucket.storage.get('media/u1/uj.webp')).toString()).toBe('RIFF új WEBP');
    } finally {
      await rm(odd);
    }
  });

  it('refuses without STORAGE=s3, and with a bucket it cannot reach, never printing the secret', async () => {
    const local = await copyCommand({ DATA_DIR: dataDir });
    expect(local.status).toBe(1);
    expect(local.stderr).toContain('STORAGE=s3');

    const secret = `titkos-${randomBytes(12).toString('hex')}`;
    // s3rver checks the key id, not SigV4 signatures: an unknown key id is what it refuses.
    const wrongKey = await copyCommand({
      ...env,
      S3_ACCESS_KEY_ID: 'ISMERETLEN',
      S3_SECRET_ACCESS_KEY: secret,
    });
    expect(wrongKey.status).toBe(1);
    expect(wrongKey.stderr).toContain('"tp-copy-test" bucket');
    expect(wrongKey.stderr).toContain('nem érhető el');
    expect(wrongKey.stdout + wrongKey.stderr).not.toContain(secret);

    const missing = await copyCommand({ ...env, S3_BUCKET: 'nincs-ilyen-bucket' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('"nincs-ilyen-bucket" bucket');
  });
});
