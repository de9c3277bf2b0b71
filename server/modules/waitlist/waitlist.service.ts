import type { WaitlistBody, WaitlistEntry } from '@common/api/waitlist';
import { INACTIVE_APPOINTMENT_STATUSES, TIME_ZONE } from '@common/constants';
import { and, asc, eq, gt, isNotNull, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client';
import { advisers, askers, consultationTypes, users, waitlistEntries } from '../../db/schema';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import { type Clock, DAY_MS, MINUTE_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { adviserPolicy } from '../advisers/advisers.policy';
import { adviserNotFound, adviserOwner, loadAdviserRecord } from '../advisers/advisers.service';
import type { ActiveSession } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import type { ScheduleService } from '../schedule/schedule.service';
import { waitlistPolicy } from './waitlist.policy';

/** A slot named to one waiting asker is not named to the next one for this long (first come first served). */
export const OFFER_HOLD_MS = 15 * MINUTE_MS;

type EntryRow = typeof waitlistEntries.$inferSelect;

/** Waitlist entries with the adviser's name and the consultation type's, soonest day first. */
export function selectWaitlistEntries(db: Database, where: SQL | undefined) {
  return db
    .select({ entry: waitlistEntries, adviserName: users.name, typeName: consultationTypes.name })
    .from(waitlistEntries)
    .innerJoin(advisers, eq(advisers.id, waitlistEntries.adviserId))
    .innerJoin(users, eq(users.id, advisers.userId))
    .innerJoin(consultationTypes, eq(consultationTypes.id, waitlistEntries.typeId))
    .where(where)
    .orderBy(asc(waitlistEntries.untilTime), asc(waitlistEntries.createdAt));
}

const entryNotFound = () => notFound('A várólista-bejegyzés nem található.', 'WAITLIST_ENTRY_NOT_FOUND');

export const subscriptionRequired = () =>
  new AppError(
    403,
    'SUBSCRIPTION_REQUIRED',
    'A foglaláshoz aktív előfizetés szükséges. Meghosszabbíthatja az Előfizetés oldalon (/kerdezo/elofizetes).',
  );

/**
 * Booking with the adviser ends the asker's waiting for them: an entry with a live booking of that
 * asker and adviser made since it was joined counts as ended (left out of the list and the
 * notifications, removed by the job). Read, not written by the booking, which stays free of it.
 */
const bookedSinceJoining = sql`exists (select 1 from appointments a
  where a.client_id = ${waitlistEntries.askerId} and a.adviser_id = ${waitlistEntries.adviserId}
    and a.created_at >= ${waitlistEntries.createdAt}
    and a.status <> all(${sql.param([...INACTIVE_APPOINTMENT_STATUSES])}::text[]))`;

/** The end of a Budapest day (the next midnight), as an instant. */
function endOfBudapestDay(day: string): Date {
  return DateTime.fromISO(day, { zone: TIME_ZONE }).plus({ days: 1 }).startOf('day').toJSDate();
}

export interface WaitlistDeps {
  db: Database;
  clock: Clock;
  schedule: ScheduleService;
  mail: MailContext;
  events: EventPublisher;
}

export function createWaitlistService(deps: WaitlistDeps) {
  const { db, clock, schedule } = deps;

  async function entries(where: SQL | undefined): Promise<WaitlistEntry[]> {
    const rows = await selectWaitlistEntries(db, where).limit(100);
    return rows.map(({ entry, adviserName, typeName }) => ({
      id: entry.id,
      expert: { id: entry.adviserId, name: adviserName },
      consultationType: { id: entry.typeId, name: typeName },
      until: entry.untilDay,
      status: entry.notifiedAt ? 'notified' : 'waiting',
      offeredStartTime: entry.offeredStart?.toISOString() ?? null,
      notifiedAt: entry.notifiedAt?.toISOString() ?? null,
      createdAt: entry.createdAt.toISOString(),
    }));
  }

  /** The asker's live entries: waiting ones and those told of a slot, until their day passes. */
  function list(auth: ActiveSession) {
    return entries(
      and(
        eq(waitlistEntries.askerId, auth.user.id),
        gt(waitlistEntries.untilTime, clock.now()),
        not(bookedSinceJoining),
      ),
    );
  }

  /**
   * Joins the waitlist of an adviser and type until the end of a day. Only for a period with no free
   * slot now (otherwise the asker should simply book); joining again moves the day.
   */
  async function join(auth: ActiveSession, body: WaitlistBody): Promise<WaitlistEntry> {
    if (!waitlistPolicy.canJoin(auth.user))
      throw forbidden('Várólistára kérdezői fiókkal lehet feliratkozni.');
    const now = clock.now();
    const [asker] = await db.select().from(askers).where(eq(askers.userId, auth.user.id));
    if (!asker?.expirationDate || asker.expirationDate <= now) throw subscriptionRequired();
    const adviser = await loadAdviserRecord(db, body.expertId);
    // A hidden adviser does not exist for an asker: the same 404 as their profile, not their name.
    if (!adviserPolicy.canSee(auth.user, adviserOwner(adviser, now))) throw adviserNotFound();
    const untilTime = endOfBudapestDay(body.until);
    if (untilTime <= now)
      throw badRequest('A dátum nem lehet a múltban.', [
        { field: 'body.until', message: 'A dátum nem lehet a múltban' },
      ]);
    const horizon = now.getTime() + adviser.adviser.maxAdvanceDays * DAY_MS;
    if (untilTime.getTime() - DAY_MS > horizon) {
      const message = `Ennél a tanácsadónál legfeljebb ${adviser.adviser.maxAdvanceDays} nappal előre lehet foglalni.`;
      throw badRequest(message, [{ field: 'body.until', message }]);
    }
    // Also refuses an unknown or archived type, and one the adviser does not offer.
    const free = await schedule.slots(body.expertId, body.consultationType, now, untilTime, { adviser });
    if (free.length > 0) {
      throw conflict('Ebben az időszakban van szabad időpont – foglaljon most.', 'SLOTS_AVAILABLE');
    }
    // An entry that a booking ended starts afresh (its place in the queue is over).
    await db
      .delete(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.askerId, auth.user.id),
          eq(waitlistEntries.adviserId, body.expertId),
          eq(waitlistEntries.typeId, body.consultationType),
          bookedSinceJoining,
        ),
      );
    const [row] = await db
      .insert(waitlistEntries)
      .values({
        askerId: auth.user.id,
        adviserId: body.expertId,
        typeId: body.consultationType,
        untilDay: body.until,
        untilTime,
        // The database's time, like the bookings' created_at it is compared with (bookedSinceJoining).
      })
      .onConflictDoUpdate({
        target: [waitlistEntries.askerId, waitlistEntries.adviserId, waitlistEntries.typeId],
        set: {
          untilDay: body.until,
          untilTime,
          // Still waiting: the place in the queue is kept. Told already: back in the queue, at its end.
          createdAt: sql`case when ${waitlistEntries.notifiedAt} is null then ${waitlistEntries.createdAt} else excluded.created_at end`,
          notifiedAt: null,
          offeredStart: null,
        },
      })
      .returning({ id: waitlistEntries.id });
    if (!row) throw new Error('waitlist insert returned nothing');
    const [entry] = await entries(and(eq(waitlistEntries.id, row.id)));
    if (!entry) throw new Error('waitlist entry vanished');
    return entry;
  }

  async function leave(auth: ActiveSession, id: string) {
    const [entry] = await db
      .select({ askerId: waitlistEntries.askerId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id));
    if (!entry || !waitlistPolicy.canLeave(auth.user, entry)) throw entryNotFound();
    const removed = await db
      .delete(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .returning({ id: waitlistEntries.id });
    if (removed.length === 0) throw entryNotFound(); // removed meanwhile (another tab)
  }

  /**
   * Tells waiting askers of free slots, first come first served: for each adviser and type, entries in
   * the order they were made get the earliest free slot before their day that no other entry was told
   * of in the last OFFER_HOLD_MS. Each adviser's entries are handled under a lock on the adviser's row,
   * so with several instances each entry is told once and a slot is named to one asker at a time.
   * Returns how many were told.
   */
  async function notifyFreed(adviserIds?: string[]): Promise<number> {
    const now = clock.now();
    const groups = await db
      .selectDistinct({ adviserId: waitlistEntries.adviserId, typeId: waitlistEntries.typeId })
      .from(waitlistEntries)
      .where(
        and(
          isNull(waitlistEntries.notifiedAt),
          gt(waitlistEntries.untilTime, now),
          not(bookedSinceJoining),
          adviserIds ? sql`${waitlistEntries.adviserId} in ${adviserIds}` : undefined,
        ),
      )
      .limit(200);
    let told = 0;
    for (const group of groups) told += await notifyGroup(group.adviserId, group.typeId, now);
    if (told > 0) deps.events.publish('mail.queued', {});
    return told;
  }

  async function notifyGroup(adviserId: string, typeId: string, now: Date) {
    // The free slots are read first, outside the lock (the slot query runs on its own connection).
    let free: { start: Date }[];
    try {
      free = await schedule.slots(adviserId, typeId, now, new Date(now.getTime() + 366 * DAY_MS));
    } catch {
      return 0; // the type was archived or is no longer offered: nothing to offer
    }
    if (free.length === 0) return 0;
    return db.transaction(async (tx) => {
      // NO KEY UPDATE: waits for another instance doing the same, but not for bookings (FK KEY SHARE).
      await tx.execute(sql`select 1 from advisers where id = ${adviserId} for no key update`);
      const waiting = await tx
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.adviserId, adviserId),
            eq(waitlistEntries.typeId, typeId),
            isNull(waitlistEntries.notifiedAt),
            gt(waitlistEntries.untilTime, now),
            not(bookedSinceJoining),
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt))
        .limit(100);
      const held = await tx
        .select({ start: waitlistEntries.offeredStart })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.adviserId, adviserId),
            isNotNull(waitlistEntries.offeredStart),
            gt(waitlistEntries.notifiedAt, new Date(now.getTime() - OFFER_HOLD_MS)),
          ),
        );
      const taken = new Set(held.map((h) => h.start?.getTime()));
      let told = 0;
      for (const entry of waiting) {
        const slot = free.find((s) => s.start < entry.untilTime && !taken.has(s.start.getTime()));
        if (!slot) continue;
        await tell(tx, entry, slot.start, now);
        taken.add(slot.start.getTime());
        told += 1;
      }
      return told;
    });
  }

  async function tell(tx: Database, entry: EntryRow, slotStart: Date, now: Date) {
    await tx
      .update(waitlistEntries)
      .set({ notifiedAt: now, offeredStart: slotStart })
      .where(eq(waitlistEntries.id, entry.id));
    const [info] = await tx
      .select({
        askerName: users.name,
        askerEmail: users.email,
        adviserName: sql<string>`(select u.name from advisers a join users u on u.id = a.user_id where a.id = ${entry.adviserId})`,
        typeName: sql<string>`(select name from consultation_types where id = ${entry.typeId})`,
      })
      .from(users)
      .where(eq(users.id, entry.askerId));
    if (!info) return;
    await enqueueMail(tx, {
      to: info.askerEmail,
      ...mailTemplates.waitlistSlotFree(
        {
          name: info.askerName,
          adviserName: info.adviserName,
          typeName: info.typeName,
          slotStart,
          until: DateTime.fromISO(entry.untilDay, { zone: TIME_ZONE }).toJSDate(),
          bookingPath: `/kerdezo/foglalas/${entry.adviserId}`,
        },
        deps.mail,
      ),
    });
  }

  /** Entries a booking ended, and those whose day has passed (kept a day for the asker's list). */
  async function removeExpired() {
    const removed = await db
      .delete(waitlistEntries)
      .where(or(bookedSinceJoining, lt(waitlistEntries.untilTime, new Date(clock.now().getTime() - DAY_MS))))
      .returning({ id: waitlistEntries.id });
    return removed.length;
  }

  return { list, join, leave, notifyFreed, removeExpired };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

/** How soon after time is freed the waiting askers of that adviser are looked at. */
const POKE_DELAY_MS = 1_000;

/**
 * Every minute: waiting askers are told of free slots (whatever freed them: a cancellation, time off
 * removed, an external calendar event gone, new working hours), and old entries are removed. A change
 * that frees time pokes it for that adviser, so they hear within seconds.
 */
export class WaitlistJob extends PeriodicJob<number> {
  private readonly poked = new Set<string>();
  private pokeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: BackgroundJobDeps & { service: WaitlistService },
    intervalMs = MINUTE_MS,
  ) {
    super('waitlist', deps, { everyMs: intervalMs });
  }

  protected async pass() {
    const told = await this.deps.service.notifyFreed();
    await this.deps.service.removeExpired();
    return told;
  }

  override async stop() {
    clearTimeout(this.pokeTimer);
    await super.stop();
  }

  poke(adviserId: string) {
    this.poked.add(adviserId);
    if (this.pokeTimer) return;
    this.pokeTimer = setTimeout(() => void this.flush(), POKE_DELAY_MS);
    this.pokeTimer.unref();
  }

  /** Looks at the poked advisers now (the timer and tests). */
  async flush() {
    clearTimeout(this.pokeTimer);
    this.pokeTimer = undefined;
    const ids = [...this.poked];
    this.poked.clear();
    if (ids.length === 0) return 0;
    try {
      return await this.deps.service.notifyFreed(ids);
    } catch (error) {
      this.deps.log.warn(
        { err: error },
        'waitlist: notifying after freed time failed (the minute job retries)',
      );
      return 0;
    }
  }
}
