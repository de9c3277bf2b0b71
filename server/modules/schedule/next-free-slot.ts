import { INACTIVE_APPOINTMENT_STATUSES } from '@common/constants';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { advisers } from '../../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { acceptsPayments } from '../advisers/accepts-payments';
import { availableSlots, type Interval, MAX_BUFFER_MS, type SlotRules } from './slots';

/** Advisers computed (and locked) together: one read of their inputs, one of their bookings, one write. */
export const NEXT_FREE_SLOT_BATCH = 500;
/** The first read of bookings and time off covers this much; only advisers with no slot in it read the rest. */
const FIRST_WINDOW_MS = 7 * DAY_MS;
/** Appointments last at most 480 minutes (consultation_types_duration_check) plus 240 of buffer; a day is a safe margin. */
const LONGEST_APPOINTMENT_MS = DAY_MS;
/** Time off lasts at most a year and a day (schedule.service addTimeOff). */
const LONGEST_TIME_OFF_MS = 367 * DAY_MS;

/** What the computation needs of one adviser (read while the adviser's row is locked). */
export interface NextFreeSlotInput {
  id: string;
  workSchedule: SlotRules['workSchedule'];
  minNoticeHours: number;
  bufferMinutes: number;
  bufferBeforeMinutes: number;
  maxAdvanceDays: number;
  /**
   * The distinct lengths of the adviser's bookable consultation types: not archived, and priced ones
   * only while the payout account takes payments.
   */
  durations: number[];
}

/** The stored value beside the inputs: a booking that does not touch it leaves it as it is. */
interface LockedInput extends NextFreeSlotInput {
  current: Date | null;
}

interface InputRow {
  id: string;
  work_schedule: SlotRules['workSchedule'] | string;
  min_notice_hours: number;
  buffer_minutes: number;
  buffer_before_minutes: number;
  max_advance_days: number;
  durations: number[] | string | null;
  next_free_slot_at: Date | string | null;
}

interface BlockedRow {
  adviser_id: string;
  start_time: Date | string;
  end_time: Date | string;
  time_off: boolean;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** PGlite and node-postgres agree on most types; arrays and JSON may still come back as text. */
function inputOf(row: InputRow): LockedInput {
  const durations =
    typeof row.durations === 'string'
      ? row.durations.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
      : (row.durations ?? []);
  return {
    id: row.id,
    workSchedule: typeof row.work_schedule === 'string' ? JSON.parse(row.work_schedule) : row.work_schedule,
    minNoticeHours: Number(row.min_notice_hours),
    bufferMinutes: Number(row.buffer_minutes),
    bufferBeforeMinutes: Number(row.buffer_before_minutes),
    maxAdvanceDays: Number(row.max_advance_days),
    durations: [...new Set(durations.map(Number))].sort((a, b) => a - b),
    current: row.next_free_slot_at === null ? null : toDate(row.next_free_slot_at),
  };
}

/**
 * Locks and reads the advisers matched by `where` (a condition on `advisers`), in id order.
 * `FOR NO KEY UPDATE` does not conflict with the key-share lock a new appointment's foreign key takes,
 * so a booking transaction that refreshes its adviser cannot deadlock with another booking. With
 * `skipLocked` (the background passes) an adviser that another refresh holds is left to that refresh.
 */
async function lockInputs(
  tx: Database,
  where: SQL,
  options: { limit?: number; skipLocked?: boolean } = {},
): Promise<LockedInput[]> {
  const rows = await queryRows<InputRow>(
    tx,
    sql`select ${advisers.id} as id, ${advisers.workSchedule} as work_schedule,
        ${advisers.nextFreeSlotAt} as next_free_slot_at,
        ${advisers.minNoticeHours} as min_notice_hours, ${advisers.bufferMinutes} as buffer_minutes,
        ${advisers.bufferBeforeMinutes} as buffer_before_minutes,
        ${advisers.maxAdvanceDays} as max_advance_days,
        array(select distinct ct.duration_minutes from adviser_topics t
          join consultation_types ct on ct.id = t.type_id
          where t.adviser_id = ${advisers.id} and ct.archived_at is null
            -- A priced offer counts only while the adviser takes payments (else it has no slots).
            and (t.price_huf = 0 or ${acceptsPayments(advisers.id)})) as durations
      from ${advisers} where ${where}
      order by ${advisers.id}
      ${options.limit ? sql`limit ${options.limit}` : sql``}
      for no key update of ${advisers} ${options.skipLocked ? sql`skip locked` : sql``}`,
  );
  return rows.map(inputOf);
}

interface Scan {
  input: NextFreeSlotInput;
  /** Slot starts before this have been searched. */
  cursor: number;
  /** now + notice and now + horizon: the range a slot may start in. */
  latest: number;
  marginMs: number;
}

/** Live appointments, time off and external busy times of each scan, reaching into its window [cursor, until). */
async function loadBlocked(tx: Database, scans: Scan[], until: Map<string, number>) {
  const ids = scans.map((s) => s.input.id);
  const froms = scans.map((s) => new Date(s.cursor - s.marginMs).toISOString());
  const tos = scans.map((s) => new Date((until.get(s.input.id) ?? s.latest) + s.marginMs).toISOString());
  const rows = await queryRows<BlockedRow>(
    tx,
    sql`with w as (
        select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(froms)}::timestamptz[],
          ${sql.param(tos)}::timestamptz[]) as w(id, f, t))
      select w.id as adviser_id, a.blocked_from as start_time, a.blocked_until as end_time, false as time_off
        from w join appointments a on a.adviser_id = w.id
          and a.start_time < w.t + ${`${MAX_BUFFER_MS / 1000} seconds`}::interval
          and a.start_time > w.f - ${`${LONGEST_APPOINTMENT_MS / 1000} seconds`}::interval
          and a.blocked_from < w.t and a.blocked_until > w.f
          and a.status <> all(${sql.param([...INACTIVE_APPOINTMENT_STATUSES])}::text[])
      union all
      select w.id, o.start_time, o.end_time, true
        from w join time_off o on o.adviser_id = w.id
          and o.start_time < w.t and o.start_time > w.f - ${`${LONGEST_TIME_OFF_MS / 1000} seconds`}::interval
          and o.end_time > w.f
      union all
      select w.id, e.start_time, e.end_time, true
        from w join external_busy e on e.adviser_id = w.id
          and e.start_time < w.t and e.start_time > w.f - ${`${LONGEST_TIME_OFF_MS / 1000} seconds`}::interval
          and e.end_time > w.f`,
  );
  const byAdviser = new Map<string, { busy: Interval[]; timeOff: Interval[] }>();
  for (const row of rows) {
    let entry = byAdviser.get(row.adviser_id);
    if (!entry) {
      entry = { busy: [], timeOff: [] };
      byAdviser.set(row.adviser_id, entry);
    }
    (row.time_off ? entry.timeOff : entry.busy).push({
      start: toDate(row.start_time),
      end: toDate(row.end_time),
    });
  }
  return byAdviser;
}

/**
 * The start of each adviser's earliest bookable slot (null: none within the horizon), by the rules of
 * the booking page (`availableSlots`: work schedule, live appointments widened by the buffer, time off,
 * notice, horizon) for each of the adviser's consultation lengths, the earliest of them. Bookings and
 * time off are read for all advisers at once: first a week from their earliest possible start, then the
 * rest of the horizon for the few with no slot in that week; each is walked a day at a time and left at
 * its first free slot.
 */
export async function computeNextFreeSlots(
  tx: Database,
  now: Date,
  inputs: NextFreeSlotInput[],
): Promise<Map<string, Date | null>> {
  const result = new Map<string, Date | null>();
  let scans: Scan[] = [];
  for (const input of inputs) {
    result.set(input.id, null);
    const cursor = now.getTime() + input.minNoticeHours * HOUR_MS;
    const latest = now.getTime() + input.maxAdvanceDays * DAY_MS;
    if (input.workSchedule.length === 0 || input.durations.length === 0 || cursor >= latest) continue;
    const longest = input.durations.at(-1) ?? 0;
    const marginMs = (input.bufferMinutes + input.bufferBeforeMinutes + longest) * MINUTE_MS;
    scans.push({ input, cursor, latest, marginMs });
  }
  for (const windowMs of [FIRST_WINDOW_MS, Number.POSITIVE_INFINITY]) {
    if (scans.length === 0) break;
    const until = new Map(scans.map((s) => [s.input.id, Math.min(s.cursor + windowMs, s.latest)]));
    const blocked = await loadBlocked(tx, scans, until);
    const unresolved: Scan[] = [];
    for (const scan of scans) {
      const end = until.get(scan.input.id) ?? scan.latest;
      const found = firstFreeSlot(scan, end, now, blocked.get(scan.input.id));
      if (found) result.set(scan.input.id, found);
      else if (end < scan.latest) unresolved.push({ ...scan, cursor: end });
    }
    scans = unresolved;
  }
  return result;
}

/** The first slot starting in [scan.cursor, end), a day at a time, the earliest over the lengths. */
function firstFreeSlot(
  scan: Scan,
  end: number,
  now: Date,
  blocked: { busy: Interval[]; timeOff: Interval[] } | undefined,
): Date | null {
  const { input } = scan;
  const busy = blocked?.busy ?? [];
  const timeOff = blocked?.timeOff ?? [];
  for (let from = scan.cursor; from < end; from += DAY_MS) {
    const to = Math.min(from + DAY_MS, end);
    let best: Date | null = null;
    for (const durationMinutes of input.durations) {
      const [first] = availableSlots(
        {
          workSchedule: input.workSchedule,
          durationMinutes,
          bufferMinutes: input.bufferMinutes,
          bufferBeforeMinutes: input.bufferBeforeMinutes,
          minNoticeHours: input.minNoticeHours,
          maxAdvanceDays: input.maxAdvanceDays,
        },
        { from: new Date(from), to: new Date(to), now, busy, timeOff },
      );
      if (first && (!best || first.start < best)) best = first.start;
    }
    if (best) return best;
  }
  return null;
}

/** Writes the values in one statement (a row already holding its value is not touched). */
async function writeValues(tx: Database, values: Map<string, Date | null>) {
  if (values.size === 0) return;
  const ids = [...values.keys()];
  const ats = ids.map((id) => values.get(id)?.toISOString() ?? null);
  await tx.execute(
    sql`update ${advisers} set next_free_slot_at = v.at, next_free_slot_changed_at = now()
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(ats)}::timestamptz[]) as v(id, at)
      where ${advisers.id} = v.id and ${advisers.nextFreeSlotAt} is distinct from v.at`,
  );
}

/** Locks, computes and writes one batch inside `tx`; returns the ids it handled. */
async function refreshLocked(
  tx: Database,
  now: Date,
  where: SQL,
  options: { limit?: number; skipLocked?: boolean } = {},
) {
  const inputs = await lockInputs(tx, where, options);
  if (inputs.length > 0) {
    const computed = await computeNextFreeSlots(tx, now, inputs);
    // Only the values that moved are written (most of a pass over missing values stays missing).
    for (const input of inputs) {
      if (computed.get(input.id)?.getTime() === input.current?.getTime()) computed.delete(input.id);
    }
    await writeValues(tx, computed);
  }
  return inputs.map((input) => input.id);
}

/** Whether `db` is a transaction (its locks then last until the caller commits). */
const isTransaction = (db: Database): boolean => db instanceof PgTransaction;

/** Runs `work` in the caller's transaction if `db` is one, otherwise in a new one. */
const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  isTransaction(db) ? work(db) : db.transaction((tx) => work(tx as unknown as Database));

/**
 * Recomputes `advisers.next_free_slot_at` (the start of the earliest bookable slot, the booking page's
 * rules) for the given advisers, or for all of them in batches when no ids are given.
 *
 * Every change that can move the value (booking, cancellation, time change, time off, schedule, topics,
 * booking settings) calls this after its write, best inside its own transaction: the adviser row is
 * locked (`FOR NO KEY UPDATE`) before bookings are read, so refreshes of one adviser run one after the
 * other and the last one to write has seen every committed change (a refresh that read before a
 * concurrent booking committed can never overwrite the one that came after it). Given a transaction,
 * the work joins it; otherwise each batch of NEXT_FREE_SLOT_BATCH advisers gets its own. Bookings
 * do not call it in their transaction but through `NextFreeSlotJob.touch` (deferred, coalesced). Returns how many advisers were looked at.
 */
export async function refreshNextFreeSlots(
  db: Database,
  now: Date,
  filter: { adviserIds?: string[] } = {},
): Promise<number> {
  if (filter.adviserIds) {
    const ids = [...new Set(filter.adviserIds)].sort();
    let done = 0;
    for (let i = 0; i < ids.length; i += NEXT_FREE_SLOT_BATCH) {
      const chunk = ids.slice(i, i + NEXT_FREE_SLOT_BATCH);
      // One adviser (every change but a type's) plans faster as a plain equality.
      const where =
        chunk.length === 1
          ? sql`${advisers.id} = ${chunk[0]}`
          : sql`${advisers.id} = any(${sql.param(chunk)}::uuid[])`;
      done += (await inTransaction(db, (tx) => refreshLocked(tx, now, where))).length;
    }
    return done;
  }
  return refreshInBatches(db, now, sql`true`);
}

/**
 * Every adviser matched by `where`, NEXT_FREE_SLOT_BATCH at a time in id order (one transaction per
 * batch when `db` is not one). A row locked at that moment is skipped, never waited for: a refresh
 * holding it writes it, and a value still stale or missing is met again by the next pass.
 */
export async function refreshInBatches(db: Database, now: Date, where: SQL): Promise<number> {
  let after: string | null = null;
  let done = 0;
  for (;;) {
    const condition: SQL = after ? sql`(${where}) and ${advisers.id} > ${after}` : where;
    const ids = await inTransaction(db, (tx) =>
      refreshLocked(tx, now, condition, { limit: NEXT_FREE_SLOT_BATCH, skipLocked: true }),
    );
    done += ids.length;
    if (ids.length < NEXT_FREE_SLOT_BATCH) return done;
    after = ids.at(-1) ?? null;
  }
}
