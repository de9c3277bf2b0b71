import { budapestDateKey } from '@common/budapest-time';
import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers } from '../../db/schema';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { listedAdviser } from '../advisers/listed';

import { refreshInBatches, refreshNextFreeSlots } from './next-free-slot';

/**
 * Visible advisers with no value who could have one: working hours and a consultation type that is not
 * archived (without them the value stays null whatever the time; no need to look every hour).
 */
const missing = (now: Date) =>
  and(
    isNull(advisers.nextFreeSlotAt),
    sql`${advisers.workSchedule} <> '[]'::jsonb`,
    sql`exists (select 1 from adviser_topics t join consultation_types ct on ct.id = t.type_id
      where t.adviser_id = ${advisers.id} and ct.archived_at is null)`,
    listedAdviser(now),
  ) ?? sql`false`;

/** How long a booked adviser waits to be recomputed: a burst of bookings is computed once. */
const TOUCH_DELAY_MS = 200;
/** After a failed recompute the advisers are tried again this much later. */
const TOUCH_RETRY_MS = 5_000;

export interface NextFreeSlotJobDeps extends BackgroundJobDeps {
  db: Database;
  clock: Clock;
}

/**
 * Keeps `advisers.next_free_slot_at` true as time passes (the changes themselves refresh it as they
 * happen). Every minute: advisers whose value is now closer than their notice period (that slot can
 * no longer be booked). Once an hour, at the first run after a Budapest midnight and at start: visible
 * advisers with hours and a consultation type but no value (fully booked or away so far: the horizon
 * moving on may bring a slot; after an upgrade or an import nobody has been computed yet). Safe with several instances: each batch locks its advisers `FOR NO KEY UPDATE SKIP
 * LOCKED`, so an adviser is computed by one of them at a time; two passes at once at most repeat work,
 * never write a stale value.
 */
export class NextFreeSlotJob extends PeriodicJob<number> {
  private lastMissingPass: { at: number; day: string } | undefined;
  /** Advisers booked since the last flush (this instance's bookings). */
  private readonly touched = new Set<string>();
  private touchTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: NextFreeSlotJobDeps,
    intervalMs = MINUTE_MS,
  ) {
    // Soon after start (values missing after an upgrade or an import are computed at once), then each minute.
    super('next-free-slot', deps, { everyMs: intervalMs, firstAfterMs: 5_000 });
  }

  override async stop() {
    await this.flush();
    return super.stop();
  }

  /**
   * A booking of this adviser committed: recomputed within TOUCH_DELAY_MS, together with the others
   * booked meanwhile, in a transaction of its own. The row lock of `refreshNextFreeSlots` still orders
   * concurrent recomputes, and a booking committed during one marks the adviser again.
   */
  touch(adviserId: string) {
    this.touched.add(adviserId);
    this.schedule(TOUCH_DELAY_MS);
  }

  /** Recomputes the touched advisers now (the timer, shutdown and tests). */
  async flush() {
    clearTimeout(this.touchTimer);
    this.touchTimer = undefined;
    const ids = [...this.touched];
    this.touched.clear();
    if (ids.length === 0) return;
    try {
      await refreshNextFreeSlots(this.deps.db, this.deps.clock.now(), { adviserIds: ids });
    } catch (error) {
      this.deps.log.warn({ err: error, advisers: ids.length }, 'next free slots: recompute failed, retrying');
      for (const id of ids) this.touched.add(id);
      this.schedule(TOUCH_RETRY_MS);
    }
  }

  private schedule(delayMs: number) {
    if (this.touchTimer) return;
    this.touchTimer = setTimeout(() => void this.flush(), delayMs);
    this.touchTimer.unref();
  }

  /** Returns how many advisers were computed. */
  protected async pass() {
    const { db, clock } = this.deps;
    const now = clock.now();
    const stale = sql`${advisers.nextFreeSlotAt} < ${now.toISOString()}::timestamptz + ${advisers.minNoticeHours} * interval '1 hour'`;
    let computed = await refreshInBatches(db, now, stale);
    const day = budapestDateKey(now);
    const last = this.lastMissingPass;
    if (!last || last.day !== day || now.getTime() - last.at >= HOUR_MS) {
      computed += await refreshInBatches(db, now, missing(now));
      this.lastMissingPass = { at: now.getTime(), day };
    }
    return computed;
  }
}
