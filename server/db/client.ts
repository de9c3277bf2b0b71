import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { redactUrl } from '../config';
import * as schema from './schema';

/** The one database type the code above the driver sees, whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the pending SQL migrations of server/db/migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const CONNECT_TIMEOUT_MS = 5000;
/**
 * How long a query of the app may wait for its answer. A database that stops answering without closing
 * the connection (a network black hole) would otherwise hold every request, and the pool, for good.
 */
export const QUERY_TIMEOUT_MS = 10_000;
/**
 * The advisory lock key every instance takes around its migrations ("tpmigr" in ASCII): the first to
 * start migrates, the others wait and then find nothing pending.
 */
export const MIGRATION_LOCK_KEY = 0x74_70_6d_69_67_72;

export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true };

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in a folder, or in memory for tests).
 * Fails fast with a clear message when the server does not answer.
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return 'url' in location ? openPostgres(location.url) : openPglite(location);
}

/**
 * A pooled connection whose queries have a deadline (QUERY_TIMEOUT_MS). A query past it ends its
 * connection: its answer may still come, and a connection left in an unknown state (an open
 * transaction whose ROLLBACK never went out) must never serve the next request.
 */
class DeadlineClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, query_timeout: QUERY_TIMEOUT_MS });
    // The error of a connection in use fails its queries; unheard, it would also end the process.
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this only listens in.
  override query(...args: any[]): any {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: Error | undefined, result: unknown) => {
        this.endIfTimedOut(error);
        last(error, result);
      };
    }
    const result = (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        this.endIfTimedOut(error);
        // Drizzle's transaction sends BEGIN before the block that releases its client: a BEGIN that fails
        // (the connection broke or timed out) would keep the client from the pool for good, and ten such
        // failures in an outage would leave the pool empty after it. The broken client leaves the pool.
        if (isBegin(args[0])) (this as unknown as pg.PoolClient).release?.(error as Error);
      });
    }
    return result;
  }

  private endIfTimedOut(error: unknown) {
    if (error instanceof Error && error.message === 'Query read timeout') {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }
}

function isBegin(query: unknown) {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    max: 10,
    Client: DeadlineClient,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Nem sikerült kapcsolódni az adatbázishoz (DATABASE_URL=${redactUrl(url)}): ${errorText(error)}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateLocked(url),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Migrates while holding a session-level advisory lock on one dedicated connection, so instances that
 * start together migrate one after the other (the later ones find nothing pending). The lock ends with
 * the session, also when the process dies half-way. The connection is not the pool's: waiting for the
 * lock and building an index may take longer than a query of a request may.
 */
async function migrateLocked(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      // Ending the session below releases the lock anyway.
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function openPglite(location: { dataDir: string } | { memory: true }): Promise<DatabaseHandle> {
  const extensions = { btree_gist, pg_trgm, unaccent };
  let client: PGlite;
  if ('dataDir' in location) {
    const dir = path.join(location.dataDir, 'db');
    await mkdir(dir, { recursive: true });
    try {
      client = await PGlite.create(dir, { extensions });
    } catch (error) {
      throw new DatabaseUnavailableError(
        `Nem sikerült megnyitni a beépített adatbázist (${dir}): ${errorText(error)}`,
      );
    }
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // PGlite is one session in this process (an advisory lock would be re-entrant): calls queue instead.
  let migrating: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate: () => {
      const run = migrating.then(() => migratePglite(db as never, { migrationsFolder }));
      migrating = run.catch(() => undefined);
      return run;
    },
    ping: async () => {
      if (client.closed) throw new DatabaseUnavailableError('Az adatbázis le van zárva');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorText(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{rows}`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Inserts one row and returns it as stored (its id and defaults). */
export async function insertOne<T extends PgTable>(db: Database, table: T, values: T['$inferInsert']) {
  const [row] = (await db
    .insert(table)
    .values(values as never)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row;
}

/**
 * Waits for, then holds until `tx` ends, the lock named `key`: work under the same name takes turns
 * across the transactions of every instance (a PostgreSQL advisory lock).
 */
export async function lockInTransaction(tx: Database, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
