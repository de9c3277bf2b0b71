import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { queryRows } from '../server/db/client';
import { advisers, appointments, consultationPayments } from '../server/db/schema';
import { createAdviser, createAsker, createType } from '../server/test/fixtures';
import { openTestDatabase } from '../server/test/test-app';
import { benchConfig } from './app-config';
import {
  bookSlots,
  countAppointments,
  EVERY_DAY,
  freeSlotQueue,
  HORIZON_DAYS,
  seedBookingLoad,
  seedPricedAdvisers,
} from './booking-load';

/**
 * Scheduling at load: free slots of one adviser over 31 days with 200 bookings in the way, and
 * booking throughput with 100 connections on distinct slots of `BENCH_BOOKING_ADVISERS` (30) other
 * advisers with a 120-day horizon (~2,800 free slots each, far more than a run can take), then a SQL
 * check that nothing overlaps. The same again for as many advisers whose offer is priced (a ready demo
 * payout account; each booking holds the time, writes its payment and opens the demo checkout, issue
 * 38). PostgreSQL when TEST_DATABASE_URL is set, otherwise in-memory PGlite. Exits with 1 on an overlap.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const BOOKING_ADVISERS = Number(process.env.BENCH_BOOKING_ADVISERS ?? 30);
const { database, drop } = await openTestDatabase();
const { config, dataDir } = await benchConfig('booking');
const app = await buildApp(config, { database, rateLimitMax: 1_000_000_000, startWorkers: false });
app.get('/bench/hello', async () => ({ hello: 'világ' }));
const db = app.db;

const type = await createType(db, 'Gyors konzultáció');
await db.execute(sql`update consultation_types set duration_minutes = 30 where id = ${type.id}`);
const { adviser } = await createAdviser(db, { topicIds: [type.id] });
await db
  .update(advisers)
  .set({ workSchedule: EVERY_DAY, minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: 120 })
  .where(eq(advisers.id, adviser.id));
const asker = await createAsker(db, { expiresInDays: 365 });

// The booking run's own advisers (the slot-computation adviser above keeps its 200 bookings).
const { bookable, bookers } = await seedBookingLoad(db, type.id, BOOKING_ADVISERS);
// The priced run's advisers: the same week, their offer 9 900 Ft.
const priced = await seedPricedAdvisers(db, type.id, BOOKING_ADVISERS, 9_900);

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

const queue = await freeSlotQueue(address, bookable, type.id);
console.log(
  `${queue.length} szabad időpont ${BOOKING_ADVISERS} tanácsadónál, ${HORIZON_DAYS} napon (foglaláshoz).`,
);

const bookingCpu = process.cpuUsage();
const { result: booking, requested: next } = await bookSlots({
  addresses: [address],
  queue,
  bookers,
  typeId: type.id,
  connections: 100,
  seconds: DURATION_S,
});
// The app's own CPU (autocannon runs in this process too, but its share for ~100 requests/s is small).
const cpu = process.cpuUsage(bookingCpu);
const { overlaps, total } = await countAppointments(db);

const pricedQueue = await freeSlotQueue(address, priced, type.id);
const pricedCpu = process.cpuUsage();
const { result: pricedBooking, requested: pricedNext } = await bookSlots({
  addresses: [address],
  queue: pricedQueue,
  bookers,
  typeId: type.id,
  connections: 100,
  seconds: DURATION_S,
});
const pricedCpuUsed = process.cpuUsage(pricedCpu);
const afterPriced = await countAppointments(db);
// Every priced booking has its payment row (one snapshot: both are written in the booking's transaction;
// requests still in flight after the run may not have opened their checkout yet).
const [holds] = await queryRows<{ missing: number; checkouts: number }>(
  db,
  sql`select count(*) filter (where p.appointment_id is null)::int as missing,
        count(p.checkout_ref)::int as checkouts
      from ${appointments} a left join ${consultationPayments} p on p.appointment_id = a.id
      where a.adviser_id in (${sql.join(
        priced.map((id) => sql`${id}`),
        sql`, `,
      )})`,
);

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
const bookedPerSecond = booking['2xx'] / booking.duration;
console.log(
  `| booking, distinct slots of ${BOOKING_ADVISERS} advisers (2xx only) | 100 | ${Math.round(bookedPerSecond)} | ${booking.latency.p99} ms | ${booking.non2xx} |`,
);
const pricedPerSecond = pricedBooking['2xx'] / pricedBooking.duration;
console.log(
  `| booking of a priced offer (hold, payment row, demo checkout), distinct slots of ${BOOKING_ADVISERS} advisers (2xx only) | 100 | ${Math.round(pricedPerSecond)} | ${pricedBooking.latency.p99} ms | ${pricedBooking.non2xx} |`,
);
const created = total - 200;
console.log(
  `\n${created} new bookings (${booking['2xx']} answered 2xx, p50 ${booking.latency.p50} ms, ${booking.errors} connection errors, ${booking.timeouts} timeouts), ` +
    `${((cpu.user + cpu.system) / 1000 / Math.max(1, created)).toFixed(1)} ms of this process's CPU per booking, ` +
    `${next} of ${queue.length} free slots requested (${next > queue.length ? 'the queue wrapped: repeats get 409' : 'no slot asked twice'}), ` +
    `overlapping live appointments: ${overlaps}`,
);
const pricedCreated = afterPriced.total - total;
console.log(
  `${pricedCreated} new priced bookings (${pricedBooking['2xx']} answered 2xx, p50 ${pricedBooking.latency.p50} ms, ${pricedBooking.errors} connection errors, ${pricedBooking.timeouts} timeouts), ` +
    `${holds?.missing ?? Number.NaN} without a payment row, ${holds?.checkouts ?? 0} checkouts opened, ` +
    `${((pricedCpuUsed.user + pricedCpuUsed.system) / 1000 / Math.max(1, pricedCreated)).toFixed(1)} ms of this process's CPU per booking, ` +
    `${pricedNext} of ${pricedQueue.length} free slots requested (${pricedNext > pricedQueue.length ? 'the queue wrapped: repeats get 409' : 'no slot asked twice'}), ` +
    `overlapping live appointments: ${afterPriced.overlaps}`,
);
if (overlaps !== 0 || afterPriced.overlaps !== 0 || holds?.missing !== 0) {
  console.error('Hiba: átfedő időpontok, vagy fizetős foglalás fizetési sor nélkül.');
  process.exitCode = 1;
}

await app.close();
await drop();
await rm(dataDir, { recursive: true, force: true });
