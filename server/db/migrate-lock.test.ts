import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openReopenableTestDatabase } from '../test/test-app';
import { type DatabaseHandle, openDatabase, queryRows } from './client';

const INSTANCES = 4;
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('migrates a fresh database once when several instances start together', async () => {
  // PostgreSQL (TEST_DATABASE_URL, as CI runs): separate pools, as separate instances would have.
  // PGlite lives in one process: the instances' calls meet on its one handle.
  const handles: DatabaseHandle[] = [];
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await openReopenableTestDatabase();
    cleanups.push(fresh.drop);
    for (let i = 0; i < INSTANCES; i += 1) handles.push(await fresh.open());
  } else {
    const one = await openDatabase({ memory: true });
    handles.push(...Array(INSTANCES).fill(one));
  }
  cleanups.push(async () => {
    for (const handle of new Set(handles)) await handle.close();
  });

  const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
  expect(results.map((r) => r.status)).toEqual(Array(INSTANCES).fill('fulfilled'));

  const journal = JSON.parse(
    await readFile(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] };
  const applied = await queryRows<{ hash: string; times: number }>(
    handles[0]!.db,
    sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
  );
  expect(applied).toHaveLength(journal.entries.length);
  expect(applied.every((row) => row.times === 1)).toBe(true);
  // The schema is whole: a table of the last migrations answers.
  await handles[1]!.db.execute(sql`select count(*) from outbox`);
});
