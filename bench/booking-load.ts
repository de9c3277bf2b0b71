import autocannon from 'autocannon';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SLOTS_MAX_RANGE_DAYS } from '../common/api/schedule';
import type { Database } from '../server/db/client';
import { queryRows } from '../server/db/client';
import { advisers, adviserTopics, payoutAccounts } from '../server/db/schema';
import { createAdviser, createAsker } from '../server/test/fixtures';

/**
 * Booking throughput, shared by bench/booking.ts (one app in the process) and bench/cluster.ts (one or
 * more server processes): `advisers` advisers working 08:00–20:00 every day with a `HORIZON_DAYS`
 * horizon, `BOOKING_ASKERS` askers with active subscriptions, and a queue of every free slot,
 * interleaved over the advisers, so no slot is asked for twice.
 */
export const HORIZON_DAYS = 120;
const BOOKING_ASKERS = 50;
const DAY = 24 * 3600_000;
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' }));

export async function seedBookingLoad(db: Database, typeId: string, adviserCount: number) {
  const bookable = await bookableAdvisers(db, typeId, adviserCount, 'Foglalható');
  // Several askers, so that one session row and one subscription row are not the only ones touched.
  const bookers = await Promise.all(
    Array.from({ length: BOOKING_ASKERS }, (_, i) =>
      createAsker(db, { expiresInDays: 365, name: `Foglaló ${i + 1}` }),
    ),
  );
  return { bookable, bookers };
}

/** `count` advisers offering the type, every day 08:00–20:00, no notice or buffer, a HORIZON_DAYS horizon. */
async function bookableAdvisers(db: Database, typeId: string, count: number, name: string) {
  const bookable: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { adviser } = await createAdviser(db, { topicIds: [typeId], name: `${name} ${i + 1}` });
    await db
      .update(advisers)
      .set({ workSchedule: EVERY_DAY, minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: HORIZON_DAYS })
      .where(eq(advisers.id, adviser.id));
    bookable.push(adviser.id);
  }
  return bookable;
}

/**
 * Advisers like seedBookingLoad's whose offer of the type costs `priceHuf`, each with a ready demo
 * payout account (as the demo onboarding leaves it): booking one holds the time, writes the payment row
 * and opens the demo checkout (issue 38).
 */
export async function seedPricedAdvisers(db: Database, typeId: string, count: number, priceHuf: number) {
  const bookable = await bookableAdvisers(db, typeId, count, 'Fizetős');
  await db
    .update(adviserTopics)
    .set({ priceHuf })
    .where(and(inArray(adviserTopics.adviserId, bookable), eq(adviserTopics.typeId, typeId)));
  await db.insert(payoutAccounts).values(
    bookable.map((adviserId) => ({
      adviserId,
      provider: 'demo' as const,
      accountRef: `demo_acct_${adviserId}`,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    })),
  );
  return bookable;
}

/**
 * Every free slot of the advisers from tomorrow to the end of their horizon (the API answers at most
 * SLOTS_MAX_RANGE_DAYS at once), interleaved so that neighbouring requests go to different advisers.
 * Starting tomorrow keeps slots from turning into the past while the run goes on.
 */
export async function freeSlotQueue(address: string, bookable: string[], typeId: string) {
  const tomorrow = new Date(Date.now() + DAY);
  tomorrow.setUTCHours(0, 0, 0, 0);
  const horizonEnd = Date.now() + HORIZON_DAYS * DAY;
  const perAdviser: string[][] = [];
  for (const id of bookable) {
    const starts: string[] = [];
    for (let at = tomorrow.getTime(); at < horizonEnd; at += SLOTS_MAX_RANGE_DAYS * DAY) {
      const until = new Date(Math.min(at + SLOTS_MAX_RANGE_DAYS * DAY, horizonEnd)).toISOString();
      const query = `from=${encodeURIComponent(new Date(at).toISOString())}&to=${encodeURIComponent(until)}&typeId=${typeId}`;
      const answer = (await (
        await fetch(`${address}/api/tanacsadok/${id}/available-slots?${query}`)
      ).json()) as { data: { startTime: string }[] };
      starts.push(...answer.data.map((s) => s.startTime));
    }
    perAdviser.push(starts);
  }
  const queue: { expertId: string; startTime: string }[] = [];
  for (let k = 0; perAdviser.some((starts) => k < starts.length); k += 1) {
    perAdviser.forEach((starts, i) => {
      const startTime = starts[k];
      const expertId = bookable[i];
      if (startTime && expertId) queue.push({ expertId, startTime });
    });
  }
  return queue;
}

/**
 * Books the queue's slots in order over `connections` autocannon connections for `seconds`, spread over
 * `addresses` (autocannon gives connection i the address i mod n). Answers the autocannon result and
 * how many slots were requested.
 */
export async function bookSlots(options: {
  addresses: string[];
  queue: { expertId: string; startTime: string }[];
  bookers: { auth: { authorization: string } }[];
  typeId: string;
  connections: number;
  seconds: number;
}) {
  const { queue, bookers } = options;
  const [firstBooker] = bookers;
  if (!firstBooker) throw new Error('no asker');
  let requested = 0;
  const result = await autocannon({
    // More than one URL is supported by autocannon, though its types name only one.
    url: (options.addresses.length === 1
      ? `${options.addresses[0]}/api/appointments`
      : options.addresses.map((address) => `${address}/api/appointments`)) as string,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...firstBooker.auth },
        setupRequest: (request) => {
          const slot = queue[requested % queue.length];
          const booker = bookers[requested % bookers.length] ?? firstBooker;
          requested += 1;
          return {
            ...request,
            headers: { ...request.headers, ...booker.auth },
            body: JSON.stringify({ ...slot, consultationType: options.typeId }),
          };
        },
      },
    ],
  });
  return { result, requested };
}

/** Live appointments of one adviser that overlap (must be 0) and all appointments. */
export async function countAppointments(db: Database) {
  const [overlaps] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from appointments a join appointments b
        on a.adviser_id = b.adviser_id and a.id < b.id
       and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
       where a.status not in ('cancelled_by_client','cancelled_by_expert','cancelled_by_system','no_show')
         and b.status not in ('cancelled_by_client','cancelled_by_expert','cancelled_by_system','no_show')`,
  );
  const [all] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from appointments`);
  return { overlaps: overlaps?.n ?? Number.NaN, total: all?.n ?? Number.NaN };
}
