import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations; its small surface is typed below.
import S3rverModule from 's3rver';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface S3Peer {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style addressing). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Closes the server and removes its files. */
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, files in a fresh temporary folder) on a free port of 127.0.0.1,
 * with the bucket already created. Signed requests are checked against its one fixed key pair.
 */
export async function startS3Peer({ bucket }: { bucket: string }): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tp-s3-'));
  const S3rver = S3rverModule as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's one accepted key pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
