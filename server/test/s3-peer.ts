import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** s3rver's fixed key pair: the server checks every request's signature against it. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3Peer {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style addressing). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The environment that points the app at this peer (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** Stops the server and deletes its folder; the peer is gone (requests to it fail). */
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in a child process so its memory and event loop are not the
 * test's) on a free local port, with one empty bucket in a temporary folder. Works from vitest and
 * from a plain `tsx` script alike.
 */
export async function startS3Peer(options: { bucket: string }): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tp-s3-'));
  const script = fileURLToPath(new URL('./s3-peer-process.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, directory, options.bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let port: number;
  try {
    port = await readPort(child);
  } catch (error) {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    bucket: options.bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: options.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.stdin?.end();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
        }
        await rm(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

/** The first line the server prints: {"port": n}. */
function readPort(child: ChildProcess) {
  return new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('S3 peer did not start within 20 s')), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (!output.includes('\n') || !line) return;
      clearTimeout(timer);
      const port = (JSON.parse(line) as { port?: unknown }).port;
      if (typeof port === 'number') resolve(port);
      else reject(new Error(`S3 peer said: ${line}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`S3 peer exited with ${code}`));
    });
  });
}
