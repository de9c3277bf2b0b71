import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of the tests that need a real one: TEST_DATABASE_URL, or this machine's. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement (e.g. create or drop a database) on the server of `adminUrl`, on a connection of its own. */
export async function onPostgresServer(statement: string, adminUrl = testPostgresUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl` (named `prefix` and a random part): its
 * URL, and how to drop it again. Free of the test runner, so the benchmarks use it too.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'tp_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = (statement: string) => onPostgresServer(statement, adminUrl);
  await onServer(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
