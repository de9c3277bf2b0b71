import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Peer } from '../test/s3-peer';
import { type FileStorage, LocalFileStorage, StoredObjectNotFound } from './storage';
import { createStorages, type Storages } from './storages';

// A forced collection before each memory sample, so the sample counts live buffers, not garbage.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const LARGE_FILE_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;
const SAMPLE_EVERY_BYTES = 4 * 1024 * 1024;

/** Live Buffer memory right now (after a full collection). */
function liveBufferBytes() {
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}

/** Tracks the highest live Buffer memory above the level at its start. */
function memoryWatch() {
  const baseline = liveBufferBytes();
  let peak = 0;
  let sinceSample = 0;
  return {
    counted(bytes: number) {
      sinceSample += bytes;
      if (sinceSample < SAMPLE_EVERY_BYTES) return;
      sinceSample = 0;
      peak = Math.max(peak, liveBufferBytes() - baseline);
    },
    get peak() {
      return peak;
    },
  };
}

/** 64 MB that differ chunk by chunk, made as they are read; the hash of what was produced. */
function largeSource(onChunk: (bytes: number) => void) {
  const hash = createHash('sha256');
  let produced = 0;
  const stream = new Readable({
    read() {
      if (produced >= LARGE_FILE_BYTES) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(CHUNK_BYTES, produced / CHUNK_BYTES);
      chunk.writeUInt32BE(produced, 0);
      produced += chunk.length;
      hash.update(chunk);
      onChunk(chunk.length);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** Reads a stream to its end, keeping only its hash. */
async function hashOf(body: Readable, onChunk: (bytes: number) => void = () => undefined) {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        onChunk(chunk.length);
        done();
      },
    }),
  );
  return { digest: hash.digest('hex'), bytes };
}

const BUCKET = 'tp-storage-test';
const peer = await startS3Peer({ bucket: BUCKET });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-storage-'));
const storagesOf = (env: Record<string, string>) =>
  createStorages(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://portal.example.hu',
      PAYMENT_PROVIDER: 'demo',
      ...env,
    }),
  );
const adapters: [string, Storages][] = [
  ['local disk', await storagesOf({})],
  ['S3 bucket', await storagesOf(peer.env)],
];

afterAll(async () => {
  for (const [, storages] of adapters) await storages.close();
  await peer.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(adapters)('file storage contract: %s', (_name, storages) => {
  const store: FileStorage = storages.storage;

  it('stores, reads, describes, streams and deletes an object', async () => {
    const key = 'media/contract/kep.webp';
    const data = Buffer.from('RIFF0000WEBPVP8 adat');
    await store.put(key, data);
    expect(await store.get(key)).toEqual(data);

    const info = await store.stat(key);
    expect(info).toMatchObject({ size: data.length, contentType: 'image/webp' });
    expect(info.etag).toMatch(/^"[^"]+"$/);
    expect(info.lastModified).toBeInstanceOf(Date);

    const opened = await store.open(key);
    expect(opened).toMatchObject({ size: data.length, etag: info.etag, contentType: 'image/webp' });
    expect(await hashOf(opened.body)).toEqual({
      digest: createHash('sha256').update(data).digest('hex'),
      bytes: data.length,
    });

    const part = await store.open(key, { range: { start: 4, end: 7 } });
    expect(part.size).toBe(data.length);
    expect(part.range).toEqual({ start: 4, end: 7 });
    expect(Buffer.concat(await part.body.toArray())).toEqual(Buffer.from('0000'));

    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(StoredObjectNotFound);
    // Deleting what is gone is no error (erasure and the sweepers may meet a file twice).
    await store.delete(key);
  });

  it('answers a missing object with StoredObjectNotFound from every read', async () => {
    const key = 'media/contract/nincs.webp';
    for (const read of [() => store.get(key), () => store.stat(key), () => store.open(key)]) {
      const error = await read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoredObjectNotFound);
      expect((error as StoredObjectNotFound).key).toBe(key);
    }
  });

  it('replaces an object under the same key, with a new ETag', async () => {
    const key = 'invoices/contract/szamla.pdf';
    await storages.privateStorage.put(key, Buffer.from('%PDF-1.4 első'));
    const first = await storages.privateStorage.stat(key);
    await storages.privateStorage.put(key, Buffer.from('%PDF-1.4 második változat'));
    const second = await storages.privateStorage.stat(key);
    expect(second.etag).not.toBe(first.etag);
    expect(second.contentType).toBe('application/pdf');
    expect((await storages.privateStorage.get(key)).toString()).toBe('%PDF-1.4 második változat');
  });

  it('keeps the public and the private store apart', async () => {
    await storages.privateStorage.put('chat/kozos/fajl', Buffer.from('privát'), {
      contentType: 'application/pdf',
    });
    await expect(store.get('chat/kozos/fajl')).rejects.toBeInstanceOf(StoredObjectNotFound);
    expect((await storages.privateStorage.get('chat/kozos/fajl')).toString()).toBe('privát');
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../kivul.webp', '/abszolut.webp', 'media//dupla.webp', 'media/./pont.webp', 'a\\b']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/key/);
    }
  });

  it('answers ping while the store is reachable and writable', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
    await expect(storages.privateStorage.ping()).resolves.toBeUndefined();
  });

  it('streams a 64 MB file in and out without holding it in memory', async () => {
    const key = 'chat/contract/nagy-fajl';
    const writing = memoryWatch();
    const source = largeSource((bytes) => writing.counted(bytes));
    await store.put(key, source.stream, { contentType: 'application/octet-stream' });
    const written = source.digest();
    expect((await store.stat(key)).size).toBe(LARGE_FILE_BYTES);

    const reading = memoryWatch();
    const opened = await store.open(key);
    const read = await hashOf(opened.body, (bytes) => reading.counted(bytes));
    expect(read).toEqual({ digest: written, bytes: LARGE_FILE_BYTES });

    // Whole-file buffering would hold all 64 MB; streaming holds a few chunks at a time (S3: the
    // parts in flight and the one being filled, about 25 MB measured).
    expect(writing.peak).toBeLessThan((LARGE_FILE_BYTES * 3) / 4);
    expect(reading.peak).toBeLessThan(LARGE_FILE_BYTES / 4);
    await store.delete(key);
  }, 180_000);
});

describe('ping fails when the store is gone', () => {
  let missingRoot: string;
  beforeAll(async () => {
    missingRoot = await mkdtemp(path.join(os.tmpdir(), 'tp-storage-gone-'));
    await rm(missingRoot, { recursive: true });
  });

  it('local: the folder does not exist', async () => {
    await expect(new LocalFileStorage(missingRoot).ping()).rejects.toThrow();
  });

  it('S3: the bucket does not exist, then the server is gone', async () => {
    const other = await startS3Peer({ bucket: 'tp-storage-other' });
    const wrongBucket = await storagesOf({ ...other.env, S3_BUCKET: 'nincs-ilyen-bucket' });
    const gone = await storagesOf(other.env);
    try {
      await expect(wrongBucket.storage.ping()).rejects.toThrow();
      await expect(gone.storage.ping()).resolves.toBeUndefined();
      await other.stop();
      await expect(gone.storage.ping()).rejects.toThrow();
      await expect(gone.storage.get('media/barmi.webp')).rejects.not.toBeInstanceOf(StoredObjectNotFound);
    } finally {
      await wrongBucket.close();
      await gone.close();
      await other.stop();
    }
  });
});
