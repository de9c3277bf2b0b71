import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { localMailbox } from '../db/schema';
import { type Clock, ManualClock, systemClock } from '../lib/clock';
import { auditLogOf, createType, createUser, setFixtureClock } from './fixtures';
import { createScratchDatabase } from './scratch-database';

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
  const scratch = await createScratchDatabase(adminUrl);
  const database = await openDatabase({ url: scratch.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A fresh, migrated test database for the tests of the surrounding file or describe block: opened and
 * migrated before them, dropped after. Its `db` and `migrate` are the open handle's.
 */
export function migratedTestDatabaseForSuite(timeoutMs?: number): Pick<DatabaseHandle, 'db' | 'migrate'> {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await opened.database.migrate();
  }, timeoutMs);
  afterAll(() => opened?.drop());
  const database = () => {
    if (!opened) throw new Error('the test database is opened before the tests');
    return opened.database;
  };
  return {
    get db() {
      return database().db;
    },
    migrate: () => database().migrate(),
  };
}

export { onPostgresServer, testPostgresUrl } from './scratch-database';

/**
 * A database that outlives one app (restart tests): a PGlite folder by default, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set. `open` gives a new handle each time.
 */
export async function openReopenableTestDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tp-db-'));
    return {
      open: () => openDatabase({ dataDir: dir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(adminUrl);
  return { open: () => openDatabase({ url: scratch.url }), drop: scratch.drop };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: Config;
  dataDir: string;
  /** app.inject from a fresh random client IP, so per-IP limits do not couple unrelated tests. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A request with these headers and, when given, this JSON body. */
  send(
    method: Method,
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Sends what the outbox holds, then returns the local mailbox of one address, newest first. */
  mailsTo(email: string): Promise<(typeof localMailbox.$inferSelect)[]>;
  /** The 6-digit code of the newest mail to the address. */
  lastCode(email: string): Promise<string>;
  close(): Promise<void>;
}

let ipCounter = 0;
export function nextTestIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The real app on a real (throw-away) database and data folder; not listening unless a test asks. */
export async function createTestApp(
  options: Omit<BuildOptions, 'database'> & {
    webFiles?: Record<string, string>;
    /** More environment variables (e.g. REDIS_URL). */
    env?: Record<string, string>;
    /** A database to use instead of a throw-away one; the caller drops it. */
    database?: DatabaseHandle;
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'tp-test-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    // The tests read mail from the local mailbox; a test that passes SMTP_URL or DEV_MAILBOX decides itself.
    DEV_MAILBOX: 'true',
    ...options.env,
  });
  config.webDistDir = path.join(dataDir, 'web');
  // A stand-in for the built web app, for tests of static serving and the SPA fallback.
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    await mkdir(path.dirname(path.join(config.webDistDir, file)), { recursive: true });
    await writeFile(path.join(config.webDistDir, file), content);
  }
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await openTestDatabase();
  const app = await buildApp(config, { startWorkers: false, searchIndex: false, ...options, database });
  setFixtureClock(options.clock ?? systemClock);
  const mailsTo = async (email: string) => {
    await app.jobs.outbox.drain();
    return app.db
      .select()
      .from(localMailbox)
      .where(eq(localMailbox.to, email))
      .orderBy(desc(localMailbox.id));
  };
  const request = (injectOptions: InjectOptions) =>
    app.inject({ remoteAddress: nextTestIp(), ...injectOptions });
  return {
    app,
    config,
    dataDir,
    request,
    send: (method, url, headers = {}, payload = undefined) =>
      request({ method, url, headers, ...(payload ? { payload } : {}) }),
    mailsTo,
    lastCode: async (email) => {
      const [mail] = await mailsTo(email);
      const code = mail?.text.match(/^\d{6}$/m)?.[0];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    close: async () => {
      await app.close();
      await drop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a second instance of a background job is built from, beside the app's own (tests that two
 * instances do a duty once): the app's database, mail context, log and events, on `clock`.
 */
export function jobDependencies(t: TestApp, clock: Clock) {
  return {
    db: t.app.db,
    clock,
    mail: { publicUrl: t.config.publicUrl },
    log: t.app.log,
    events: t.app.events,
  };
}

/**
 * The start of an admin route test file: the app with its clock at `at`, and an admin with a session.
 * The file closes it (`t.close()`) after its tests.
 */
export async function createAdminTestApp(at: string, adminName: string) {
  const { t, clock } = await createTestAppAt(at);
  const admin = await createUser(t.app.db, { role: 'admin', name: adminName });
  return { t, clock, admin };
}

/**
 * A stand-in, usable from a test file's top (`const { t } = …`), for what the file's `beforeAll` opens:
 * each property read goes to the real object, which exists by the time a test runs.
 */
function openedLater<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * What `open` makes before a test file's tests, closed by `close` after them; each of its objects is at
 * hand from the file's top (an {@link openedLater} stand-in).
 */
function openForSuite<T extends Record<string, object>>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => (opened ? close(opened) : undefined));
  const suite = () => {
    if (!opened) throw new Error('the suite opens its app before its tests');
    return opened;
  };
  return new Proxy({} as T, { get: (_, key) => openedLater(() => suite()[key as keyof T]) });
}

/**
 * The same for a whole test file, opened before its tests and closed after them: `t`, `clock` and
 * `admin` stand for the opened ones (`assign` hands them over instead, for files that keep their own
 * variables); `call` sends a request as the admin (or with `headers`), `auditOf` reads the audit entries
 * of an entity.
 */
export function adminTestAppForSuite(
  at: string,
  adminName: string,
  assign?: (opened: Awaited<ReturnType<typeof createAdminTestApp>>) => void,
) {
  const { t, clock, admin } = openForSuite(
    async () => {
      const opened = await createAdminTestApp(at, adminName);
      assign?.(opened);
      return opened;
    },
    (opened) => opened.t.close(),
  );
  return {
    t,
    clock,
    admin,
    call: (method: Method, url: string, payload?: object, headers = admin.auth) =>
      t.send(method, url, headers, payload),
    auditOf: (entityId: string) => auditLogOf(t.app.db, entityId),
  };
}

type AppWithType = { t: TestApp; clock: ManualClock; type: Awaited<ReturnType<typeof createType>> };

/**
 * A booking test file's start: the app with its clock at `at` (built with `options`) and one
 * consultation type its tests book, opened before its tests and closed after them (`assign` hands it to
 * the file's variables, for files that keep their own).
 */
export function appWithTypeForSuite(
  at: string,
  typeName: string,
  assign?: (opened: AppWithType) => void,
  options: Omit<Parameters<typeof createTestApp>[0], 'clock'> = {},
): AppWithType {
  return openForSuite(
    async () => {
      const { t, clock } = await createTestAppAt(at, options);
      const opened = { t, clock, type: await createType(t.app.db, typeName).catch(closing(t)) };
      assign?.(opened);
      return opened;
    },
    (opened) => opened.t.close(),
  );
}

/** Closes the app when its set-up fails after it has opened, and fails on. */
const closing = (t: TestApp) => async (error: unknown) => {
  await t.close();
  throw error;
};

/**
 * The same with the app logging at info level into `lines` (what the logs say is under test, e.g. that
 * a secret in a URL is redacted).
 */
export function loggingAppWithTypeForSuite(at: string, typeName: string) {
  const lines: string[] = [];
  const logStream = { write: (line: string) => lines.push(line) };
  const { t, clock, type } = appWithTypeForSuite(at, typeName, undefined, {
    env: { LOG_LEVEL: 'info' },
    logStream,
  });
  return { t, clock, type, lines };
}

/** The app with a manual clock standing at `at` (the test moves it on). */
export async function createTestAppAt(
  at: string,
  options: Omit<Parameters<typeof createTestApp>[0], 'clock'> = {},
) {
  const clock = new ManualClock(at);
  return { t: await createTestApp({ ...options, clock }), clock };
}
