import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database on the server of TEST_DATABASE_URL (as CI runs), dropped again by `drop`.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
    return { database, drop: () => database.close() };
  }
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a real (throw-away) database and data folder; not listening unless a test asks. */
export async function createTestApp(
  options: Omit<BuildOptions, 'database'> & { webFiles?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
  });
  config.webDistDir = path.join(dataDir, 'web');
  // A stand-in for the built web app, for tests of static serving and the SPA fallback.
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    await mkdir(path.dirname(path.join(config.webDistDir, file)), { recursive: true });
    await writeFile(path.join(config.webDistDir, file), content);
  }
  const { database, drop } = await openTestDatabase();
  const app = await buildApp(config, { ...options, database });
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
