import { fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { queryRows } from '../server/db/client';
import { seedDemoData } from '../server/seed/seed';
import { openTestDatabase } from '../server/test/test-app';
import { benchConfig } from './app-config';
import { channel } from './lib';
import type { LoadKind, LoadResult, LoadRun } from './search-load';

/**
 * Discovery at scale: 100,000 advisers, then autocannon against the search and the public profile,
 * next to a plain "hello" route of the same app as the baseline. Runs on PostgreSQL when
 * TEST_DATABASE_URL is set (a throw-away database), otherwise on in-memory PGlite.
 */
const ADVISERS = Number(process.env.BENCH_ADVISERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const { database, drop } = await openTestDatabase();
const { config, dataDir } = await benchConfig('search');
const app = await buildApp(config, { database, rateLimitMax: 1_000_000_000, startWorkers: false });
app.get('/bench/hello', async () => ({ hello: 'világ' }));
const db = app.db;

const started = Date.now();
await seedDemoData(db, app.storage);
await db.execute(sql`
  insert into users (email, name, role, password_hash, email_verified_at)
  select 'bench' || g || '@pelda.hu',
         (array['Kovács','Szabó','Nagy','Tóth','Horváth','Varga','Kiss','Molnár','Németh','Farkas'])[1 + g % 10]
           || ' ' || (array['Éva','Bálint','Zsófia','Ödön','Gergely','Réka','Ildikó','Dániel','Krisztina','Péter'])[1 + (g / 10) % 10],
         'tanacsado', 'x', now()
  from generate_series(1, ${ADVISERS}) g`);
await db.execute(sql`
  insert into advisers (user_id, active, expiration_date, description, rating_average_x100, review_count, created_at)
  select id, random() > 0.1, now() + interval '1 year',
         'Több éves tapasztalattal segítek ügyfeleimnek. ' ||
           (array['Családjog és öröklés.','Vállalkozások adózása.','Karrierváltás és önéletrajz.','Stresszkezelés.','Táplálkozás és életmód.'])[1 + (random() * 4)::int],
         (random() * 500)::int, (random() * 60)::int, now() - (random() * 1000) * interval '1 day'
  from users where email like 'bench%@pelda.hu'`);
// One or two topics per adviser, spread evenly over the types by a hash of the adviser id.
await db.execute(sql`
  insert into adviser_topics (adviser_id, type_id)
  select a.id, t.id
  from advisers a
  join users u on u.id = a.user_id and u.email like 'bench%@pelda.hu'
  join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from consultation_types) t
    on t.n in (abs(hashtext(a.id::text)) % t.total, abs(hashtext(a.id::text || 'b')) % t.total)
  on conflict do nothing`);
// Next free slots as the job would keep them: most advisers free within a month, some booked out.
await db.execute(sql`
  update advisers set next_free_slot_at =
    case when random() < 0.8 then now() + (random() * 30) * interval '1 day' end`);
// As autovacuum would have done after the bulk load and rewrites (else the table is three times its size),
// and the writes flushed, so that no background work of the load runs into the measurements.
await db.execute(sql`vacuum analyze`);
await db.execute(sql`checkpoint`);
const [type] = await queryRows<{ id: string }>(
  db,
  sql`select id from consultation_types where name = 'Jogi tanácsadás'`,
);
const [someone] = await queryRows<{ id: string }>(
  db,
  sql`select id from advisers where active order by random() limit 1`,
);
console.log(
  `${ADVISERS} tanácsadó betöltve ${((Date.now() - started) / 1000).toFixed(1)} s alatt (${database.kind}).`,
);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
// The search index loads on the first search and answers from then on; measured once it has.
await app.discovery.index?.ready();
/** Pages drawn from: 20 gives a realistic mix of repeats; BENCH_PAGES=500 makes nearly every request a cache miss. */
const PAGES = Number(process.env.BENCH_PAGES ?? 20);
const categories = (await queryRows<{ id: string }>(db, sql`select id from consultation_types`)).map(
  (c) => c.id,
);
// The load comes from another process (bench/search-load.ts), as it would from other machines.
const client = fork(fileURLToPath(new URL('./search-load.ts', import.meta.url)), {
  stdio: 'inherit',
  execArgv: process.execArgv,
});
const load = channel<LoadRun | { type: 'close' }, LoadResult | { type: 'ready' }>(client);
await load.reply('ready', 60_000);
const run = async (path: string, kind: LoadKind, duration = DURATION_S) => {
  load.tell({
    type: 'run',
    url: address,
    path,
    kind,
    connections: CONNECTIONS,
    duration,
    categories,
    pages: PAGES,
  });
  return load.reply('result', (duration + 60) * 1000);
};

const targets: { name: string; path: string; kind?: LoadKind }[] = [
  { name: 'hello (baseline)', path: '/bench/hello' },
  {
    name: 'search: text + category + page 3 (repeated)',
    path: `/api/tanacsadok/search?search=kovacs&category=${type?.id}&page=3`,
  },
  { name: 'search: page 1, rating order (repeated)', path: '/api/tanacsadok/search' },
  {
    name: 'search: varied text, category, free filter, sort, page',
    path: '/api/tanacsadok/search',
    kind: 'search',
  },
  {
    name: 'search: varied, first page with a free-slot filter',
    path: '/api/tanacsadok/search',
    kind: 'search-first-page-free',
  },
  { name: 'suggestions: varied prefixes', path: '/api/tanacsadok/suggestions', kind: 'suggestions' },
  { name: 'public profile', path: `/api/tanacsadok/public/${someone?.id}` },
  { name: 'hello (baseline, again)', path: '/bench/hello' },
];

// Unmeasured: the server's code paths compiled and the load's after-effects gone before the first row.
await run('/bench/hello', 'fixed', 3);

const results: { name: string; rps: number; p99: number; errors: number; clientCpu: number }[] = [];
// BENCH_ONLY=varied measures only the routes whose name holds the text (and hello, for the share).
const only = process.env.BENCH_ONLY;
for (const target of targets) {
  if (only && !target.name.includes(only) && !target.name.startsWith('hello')) continue;
  const r = await run(target.path, target.kind ?? 'fixed');
  results.push({ name: target.name, rps: r.rps, p99: r.p99, errors: r.errors, clientCpu: r.clientCpu });
}
load.tell({ type: 'close' });
// The baseline is the better of the two hello runs (first and last), so no share is flattered by a
// slow moment of the machine during one of them.
const hello = Math.max(...results.filter((r) => r.name.startsWith('hello')).map((r) => r.rps), 1);
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${database.kind}\n`);
console.log('| route | req/s | p99 | share of hello | errors | load client CPU |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p99} ms | ${Math.round((r.rps / hello) * 100)} % | ${r.errors} | ${Math.round(r.clientCpu * 100)} % |`,
  );
}

const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
await app.close();
// BENCH_KEEP_DB=1 keeps the PostgreSQL database for EXPLAIN ANALYZE (drop it by hand afterwards).
if (process.env.BENCH_KEEP_DB) console.log(`\nAdatbázis megtartva: ${current?.name}`);
else await drop();
await rm(dataDir, { recursive: true, force: true });
