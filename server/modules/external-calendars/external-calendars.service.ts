import { EXTERNAL_CALENDARS_MAX, type ExternalCalendarBody } from '@common/api/external-calendars';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type Database, insertOne } from '../../db/client';
import { externalBusy, externalCalendars } from '../../db/schema';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import { type Clock, DAY_MS, MINUTE_MS } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertCanManage, loadAdviserRecord } from '../advisers/advisers.service';
import type { ActiveSession } from '../auth/sessions';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';
import { busyIntervals, ICS_BUDGET, type IcsBudget } from './ics-busy';
import { CalendarFetchError, fetchCalendarText, normaliseCalendarUrl } from './safe-fetch';

type CalendarRow = typeof externalCalendars.$inferSelect;

/** A calendar is fetched again when its last attempt is this old. */
export const SYNC_EVERY_MS = 15 * MINUTE_MS;
/** Busy times are kept from a day back to the adviser's booking horizon (plus a day). */
const KEEP_BEFORE_MS = DAY_MS;
/** One fetch, every redirect and the whole body included. */
export const FETCH_DEADLINE_MS = 30_000;

const calendarNotFound = () => notFound('A külső naptár nem található.', 'EXTERNAL_CALENDAR_NOT_FOUND');

export interface ExternalCalendarDeps {
  db: Database;
  clock: Clock;
  allowPrivate: boolean;
  /** The deadline of one fetch (FETCH_DEADLINE_MS); the tests make it short. */
  fetchMs?: number;
  /** What parsing one file may cost (ICS_BUDGET); the tests make it small. */
  icsBudget?: Partial<IcsBudget>;
  events: EventPublisher;
}

export function createExternalCalendarService(deps: ExternalCalendarDeps) {
  const { db, clock, fetchMs = FETCH_DEADLINE_MS } = deps;
  const icsBudget = { ...ICS_BUDGET, ...deps.icsBudget };

  async function manageable(auth: ActiveSession, adviserId: string) {
    const record = await loadAdviserRecord(db, adviserId);
    assertCanManage(auth, record);
    return record;
  }

  async function withBusyCounts(rows: CalendarRow[]) {
    if (rows.length === 0) return [];
    const counts = await db
      .select({ calendarId: externalBusy.calendarId, busy: count() })
      .from(externalBusy)
      .where(
        and(
          sql`${externalBusy.calendarId} in ${rows.map((r) => r.id)}`,
          gt(externalBusy.endTime, clock.now()),
        ),
      )
      .groupBy(externalBusy.calendarId);
    const byId = new Map(counts.map((c) => [c.calendarId, c.busy]));
    return rows.map((row) => ({ row, busyCount: byId.get(row.id) ?? 0 }));
  }

  async function list(auth: ActiveSession, adviserId: string) {
    await manageable(auth, adviserId);
    const rows = await db
      .select()
      .from(externalCalendars)
      .where(eq(externalCalendars.adviserId, adviserId))
      .orderBy(asc(externalCalendars.createdAt));
    return withBusyCounts(rows);
  }

  async function one(auth: ActiveSession, adviserId: string, calendarId: string) {
    await manageable(auth, adviserId);
    const [row] = await db
      .select()
      .from(externalCalendars)
      .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.adviserId, adviserId)));
    if (!row) throw calendarNotFound();
    return row;
  }

  async function present(row: CalendarRow) {
    const [withCount] = await withBusyCounts([row]);
    return withCount ?? { row, busyCount: 0 };
  }

  /** Adds a calendar and fetches it once, so the answer already says whether it works. */
  async function add(auth: ActiveSession, adviserId: string, body: ExternalCalendarBody) {
    await manageable(auth, adviserId);
    let url: URL;
    try {
      url = normaliseCalendarUrl(body.url);
    } catch (error) {
      const message = error instanceof CalendarFetchError ? error.message : 'Érvénytelen naptárcím.';
      throw badRequest(message, [{ field: 'body.url', message }]);
    }
    const row = await db.transaction(async (tx) => {
      // Counted under the adviser's lock, so two parallel additions cannot pass the limit together.
      await tx.execute(sql`select 1 from advisers where id = ${adviserId} for update`);
      const [{ existing } = { existing: 0 }] = await tx
        .select({ existing: count() })
        .from(externalCalendars)
        .where(eq(externalCalendars.adviserId, adviserId));
      if (existing >= EXTERNAL_CALENDARS_MAX) {
        throw conflict(
          `Legfeljebb ${EXTERNAL_CALENDARS_MAX} külső naptár kapcsolható be.`,
          'EXTERNAL_CALENDAR_LIMIT',
        );
      }
      const inserted = await insertOne(tx, externalCalendars, {
        adviserId,
        name: body.name,
        url: url.toString(),
      });
      return inserted;
    });
    return present(await syncCalendar(row));
  }

  async function syncNow(auth: ActiveSession, adviserId: string, calendarId: string) {
    return present(await syncCalendar(await one(auth, adviserId, calendarId)));
  }

  async function remove(auth: ActiveSession, adviserId: string, calendarId: string) {
    await one(auth, adviserId, calendarId);
    await db.transaction(async (tx) => {
      await tx.delete(externalCalendars).where(eq(externalCalendars.id, calendarId));
      await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [adviserId] });
    });
    deps.events.publish('time.freed', { adviserId });
  }

  /** Busy times of all the adviser's calendars reaching into [from, to), for the adviser's own calendar. */
  async function busy(auth: ActiveSession, adviserId: string, from: Date, to: Date) {
    await manageable(auth, adviserId);
    return db
      .select({
        calendarId: externalBusy.calendarId,
        calendarName: externalCalendars.name,
        start: externalBusy.startTime,
        end: externalBusy.endTime,
      })
      .from(externalBusy)
      .innerJoin(externalCalendars, eq(externalCalendars.id, externalBusy.calendarId))
      .where(
        and(
          eq(externalBusy.adviserId, adviserId),
          lt(externalBusy.startTime, to),
          gt(externalBusy.endTime, from),
        ),
      )
      .orderBy(asc(externalBusy.startTime))
      .limit(2_000);
  }

  /**
   * Fetches one calendar and replaces its busy times in one transaction; a failure is kept on the
   * calendar (the old busy times stay: a calendar server's hiccup must not open the adviser's week).
   * `cancel` (the sync job stopping or out of time) ends the work and records nothing: the calendar
   * is fetched again on its next turn.
   */
  async function syncCalendar(row: CalendarRow, cancel?: AbortSignal): Promise<CalendarRow> {
    const now = clock.now();
    const adviser = await loadAdviserRecord(db, row.adviserId);
    const from = new Date(now.getTime() - KEEP_BEFORE_MS);
    const to = new Date(now.getTime() + (adviser.adviser.maxAdvanceDays + 1) * DAY_MS);
    let intervals: { start: Date; end: Date }[];
    try {
      const deadline = AbortSignal.timeout(fetchMs);
      const text = await fetchCalendarText(row.url, {
        allowPrivate: deps.allowPrivate,
        signal: cancel ? AbortSignal.any([deadline, cancel]) : deadline,
      });
      intervals = await busyIntervals(text, from, to, { signal: cancel, budget: icsBudget });
    } catch (error) {
      if (cancel?.aborted) return row;
      const message =
        error instanceof CalendarFetchError ? error.message : 'A naptár letöltése nem sikerült.';
      const [failed] = await db
        .update(externalCalendars)
        .set({ lastAttemptAt: now, lastError: message })
        .where(eq(externalCalendars.id, row.id))
        .returning();
      return failed ?? row;
    }
    let freed = false;
    const synced = await db.transaction(async (tx) => {
      // Removed while it was being fetched: nothing to store.
      const [still] = await tx
        .select({ id: externalCalendars.id })
        .from(externalCalendars)
        .where(eq(externalCalendars.id, row.id))
        .for('update');
      if (!still) return undefined;
      const removed = await tx
        .delete(externalBusy)
        .where(eq(externalBusy.calendarId, row.id))
        .returning({ start: externalBusy.startTime, end: externalBusy.endTime });
      const kept = new Set(intervals.map((i) => `${i.start.getTime()}-${i.end.getTime()}`));
      freed = removed.some((r) => r.end > now && !kept.has(`${r.start.getTime()}-${r.end.getTime()}`));
      for (let i = 0; i < intervals.length; i += 1_000) {
        await tx.insert(externalBusy).values(
          intervals.slice(i, i + 1_000).map((interval) => ({
            calendarId: row.id,
            adviserId: row.adviserId,
            startTime: interval.start,
            endTime: interval.end,
          })),
        );
      }
      const [updated] = await tx
        .update(externalCalendars)
        .set({ lastAttemptAt: now, lastSyncedAt: now, lastError: null })
        .where(eq(externalCalendars.id, row.id))
        .returning();
      await refreshNextFreeSlots(tx, now, { adviserIds: [row.adviserId] });
      return updated;
    });
    if (!synced) throw calendarNotFound(); // removed while it was being fetched
    if (freed) deps.events.publish('time.freed', { adviserId: row.adviserId });
    return synced;
  }

  /**
   * Claims calendars due for a fetch (last attempt older than SYNC_EVERY_MS) by moving their attempt
   * time in one statement with SKIP LOCKED: with several instances each calendar is fetched by one.
   */
  async function claimDue(limit: number): Promise<CalendarRow[]> {
    const now = clock.now();
    const dueBefore = new Date(now.getTime() - SYNC_EVERY_MS);
    const due = db
      .select({ id: externalCalendars.id })
      .from(externalCalendars)
      .where(or(isNull(externalCalendars.lastAttemptAt), lt(externalCalendars.lastAttemptAt, dueBefore)))
      .orderBy(sql`${externalCalendars.lastAttemptAt} asc nulls first`)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(externalCalendars)
      .set({ lastAttemptAt: now })
      .where(sql`${externalCalendars.id} in (${due})`)
      .returning();
  }

  // Busy times decide the next free slot the public pages show.
  const changes = publishing(deps.events, 'advisers.changed', {});
  return {
    list,
    add: changes(add),
    syncNow: changes(syncNow),
    remove: changes(remove),
    busy,
    syncCalendar,
    claimDue,
    /** The longest one sync may take: its fetch deadline and its parse budget. */
    longestSyncMs: fetchMs + icsBudget.timeMs,
  };
}

export type ExternalCalendarService = ReturnType<typeof createExternalCalendarService>;

export interface SyncPassLimits {
  /** A pass ends by then; the calendars it did not reach wait for the next one. */
  passMs: number;
  /** Calendars fetched at once: each is mostly waiting on someone else's server. */
  lanes: number;
}

/**
 * Every few minutes: fetches the calendars whose turn has come, a few at a time. Each lane claims one
 * calendar after the other, so a slow calendar holds up only its own lane, for its own deadline.
 */
export class ExternalCalendarSync extends PeriodicJob<number> {
  private stopping = new AbortController();

  constructor(
    private readonly deps: BackgroundJobDeps & { service: ExternalCalendarService },
    intervalMs = 5 * MINUTE_MS,
    private readonly limits: SyncPassLimits = { passMs: 4 * MINUTE_MS, lanes: 4 },
  ) {
    super('external-calendars', deps, { everyMs: intervalMs, firstAfterMs: 30_000 });
  }

  override start() {
    this.stopping = new AbortController();
    super.start();
  }

  /** Shutdown does not wait for someone else's slow server: the fetches in progress are ended. */
  override stop() {
    this.stopping.abort();
    return super.stop();
  }

  protected async pass() {
    const { service } = this.deps;
    // Real time, not the app's clock (which the tests move).
    const endsAt = performance.now() + this.limits.passMs;
    const cancel = AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.limits.passMs)]);
    let synced = 0;
    const lane = async () => {
      // A calendar is started only when its own deadline ends before the pass's.
      while (!cancel.aborted && performance.now() + service.longestSyncMs <= endsAt) {
        const [row] = await service.claimDue(1);
        if (!row) return;
        await service.syncCalendar(row, cancel).catch(() => row);
        synced += 1;
      }
    };
    await Promise.all(Array.from({ length: this.limits.lanes }, lane));
    return synced;
  }
}

import { type EventPublisher, publishing } from '../../lib/domain-events';
