import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { queryRows } from '../server/db/client';
import { advisers, appointments } from '../server/db/schema';
import { createAdviser, createAsker, createType } from '../server/test/fixtures';
import { openTestDatabase } from '../server/test/test-app';

/**
 * Scheduling at load: free slots of one adviser over 31 days with 200 bookings in the way, and
 * booking throughput with 100 connections on distinct slots, then a SQL check that nothing overlaps.
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise in-memory PGlite.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const { database, drop } = await openTestDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-bench-booking-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const app = await buildApp(config, { database, rateLimitMax: 1_000_000_000, startWorkers: false });
app.get('/bench/hello', async () => ({ hello: 'világ' }));
const db = app.db;

const type = await createType(db, 'Gyors konzultáció');
await db.execute(sql`update consultation_types set duration_minutes = 30 where id = ${type.id}`);
const { adviser } = await createAdviser(db, { topicIds: [type.id] });
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' }));
await db
  .update(advisers)
  .set({ workSchedule: everyDay, minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: 120 })
  .where(eq(advisers.id, adviser.id));
const asker = await createAsker(db, { expiresInDays: 365 });

// 200 bookings spread over the next 31 days, on the quarter hours the schedule offers.
const tomorrow = new Date(Date.now() + 24 * 3600_000);
tomorrow.setUTCHours(8, 0, 0, 0);
await db.insert(appointments).values(
  Array.from({ length: 200 }, (_, i) => {
    const start = new Date(tomorrow.getTime() + Math.floor(i / 7) * 24 * 3600_000 + (i % 7) * 2 * 3600_000);
    return {
      adviserId: adviser.id,
      clientId: asker.user.id,
      typeId: type.id,
      startTime: start,
      endTime: new Date(start.getTime() + 30 * 60_000),
      roomId: randomUUID(),
    };
  }),
);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const from = new Date(tomorrow.getTime() - 8 * 3600_000).toISOString();
const to = new Date(tomorrow.getTime() + 31 * 24 * 3600_000).toISOString();
const slotsPath = `/api/tanacsadok/${adviser.id}/available-slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&typeId=${type.id}`;
const free = (await (await fetch(`${address}${slotsPath}`)).json()) as { data: { startTime: string }[] };
console.log(`${free.data.length} szabad időpont 31 napon, 200 foglalás mellett.`);

const run = (options: Parameters<typeof autocannon>[0]) => autocannon(options);
const hello = await run({ url: `${address}/bench/hello`, connections: 50, duration: DURATION_S });
const slots = await run({ url: `${address}${slotsPath}`, connections: 50, duration: DURATION_S });
// One request at a time: the cost of computing a month of slots, without queueing.
const slotsAlone = await run({ url: `${address}${slotsPath}`, connections: 1, duration: DURATION_S });

// Later slots first, so the 200 existing bookings are not in the way of the bench's own.
const queue = free.data.map((s) => s.startTime).reverse();
let next = 0;
const booking = await run({
  url: `${address}/api/appointments`,
  connections: 100,
  duration: DURATION_S,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asker.auth },
      setupRequest: (request) => {
        const startTime = queue[next % queue.length];
        next += 1;
        return {
          ...request,
          body: JSON.stringify({ expertId: adviser.id, startTime, consultationType: type.id }),
        };
      },
    },
  ],
});
const [overlaps] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from appointments a join appointments b
      on a.adviser_id = b.adviser_id and a.id < b.id
     and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
     where a.status not in ('cancelled_by_client','cancelled_by_expert','cancelled_by_system','no_show')
       and b.status not in ('cancelled_by_client','cancelled_by_expert','cancelled_by_system','no_show')`,
);
const [booked] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from appointments`);

console.log(`\n${database.kind}, ${DURATION_S} s each\n`);
console.log('| route | connections | req/s | p99 | non-2xx |');
console.log('|---|---|---|---|---|');
console.log(
  `| hello (baseline) | 50 | ${Math.round(hello.requests.average)} | ${hello.latency.p99} ms | ${hello.non2xx} |`,
);
console.log(
  `| free slots, 31 days | 1 | ${Math.round(slotsAlone.requests.average)} | ${slotsAlone.latency.p99} ms | ${slotsAlone.non2xx} |`,
);
console.log(
  `| free slots, 31 days | 50 | ${Math.round(slots.requests.average)} | ${slots.latency.p99} ms | ${slots.non2xx} |`,
);
console.log(
  `| booking, distinct slots | 100 | ${Math.round(booking.requests.average)} | ${booking.latency.p99} ms | ${booking.non2xx} (409 once the slots run out) |`,
);
console.log(`\n${(booked?.n ?? 0) - 200} new bookings, overlapping live appointments: ${overlaps?.n ?? '?'}`);

await app.close();
await drop();
await rm(dataDir, { recursive: true, force: true });
