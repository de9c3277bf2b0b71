import type { BookingSettings } from '@common/api/schedule';
import { INACTIVE_APPOINTMENT_STATUSES } from '@common/constants';
import { and, asc, eq, gt, inArray, lt, not, sql } from 'drizzle-orm';
import { type Database, insertOne } from '../../db/client';
import { advisers, appointments, consultationTypes, externalBusy, timeOff } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import { badRequest, notFound } from '../../lib/errors';
import type { AdviserRecord } from '../advisers/advisers.presenter';
import { assertCanManage, loadAdviserRecord } from '../advisers/advisers.service';
import { isListed } from '../advisers/listed';
import type { ActiveSession } from '../auth/sessions';
import { refreshNextFreeSlots } from './next-free-slot';
import { availableSlots, type Interval, MAX_BUFFER_MS } from './slots';

type ConsultationTypeRow = typeof consultationTypes.$inferSelect;

/** Live appointments hold their time; cancelled and no-show ones do not. */
export const liveAppointment = not(inArray(appointments.status, [...INACTIVE_APPOINTMENT_STATUSES]));

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** What shapes an adviser's free times changed (askers on the booking page reload them). */
    'schedule.changed': {
      adviserId: string;
      by: string;
      change: 'settings' | 'timeOffAdded' | 'timeOffRemoved';
    };
  }
}

export function createScheduleService(deps: { db: Database; clock: Clock; events: EventPublisher }) {
  const { db, clock, events } = deps;
  const scheduleChanged = (
    auth: ActiveSession,
    adviserId: string,
    change: 'settings' | 'timeOffAdded' | 'timeOffRemoved',
  ) => events.publish('schedule.changed', { adviserId, by: auth.user.id, change });

  async function manageable(auth: ActiveSession, adviserId: string) {
    const record = await loadAdviserRecord(db, adviserId);
    assertCanManage(auth, record);
    return record;
  }

  async function updateSettings(auth: ActiveSession, adviserId: string, settings: BookingSettings) {
    await manageable(auth, adviserId);
    await db.transaction(async (tx) => {
      await tx.update(advisers).set(settings).where(eq(advisers.id, adviserId));
      await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [adviserId] });
    });
    scheduleChanged(auth, adviserId, 'settings');
    return loadAdviserRecord(db, adviserId);
  }

  /** Time off from 30 days back on, in time order. */
  async function listTimeOff(auth: ActiveSession, adviserId: string) {
    await manageable(auth, adviserId);
    return db
      .select()
      .from(timeOff)
      .where(
        and(
          eq(timeOff.adviserId, adviserId),
          gt(timeOff.endTime, new Date(clock.now().getTime() - 30 * DAY_MS)),
        ),
      )
      .orderBy(asc(timeOff.startTime));
  }

  async function addTimeOff(
    auth: ActiveSession,
    adviserId: string,
    input: { startTime: string; endTime: string; reason?: string | undefined },
  ) {
    await manageable(auth, adviserId);
    const start = new Date(input.startTime);
    const end = new Date(input.endTime);
    if (end.getTime() - start.getTime() > 366 * DAY_MS)
      throw badRequest('Egy távollét legfeljebb egy év lehet.');
    const added = await db.transaction(async (tx) => {
      const row = await insertOne(tx, timeOff, {
        adviserId,
        startTime: start,
        endTime: end,
        reason: input.reason ?? '',
      });
      await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [adviserId] });
      return row;
    });
    scheduleChanged(auth, adviserId, 'timeOffAdded');
    return added;
  }

  async function removeTimeOff(auth: ActiveSession, adviserId: string, timeOffId: string) {
    await manageable(auth, adviserId);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(timeOff)
        .where(and(eq(timeOff.id, timeOffId), eq(timeOff.adviserId, adviserId)))
        .returning({ id: timeOff.id });
      if (removed.length === 0) throw notFound('A távollét nem található.', 'TIME_OFF_NOT_FOUND');
      await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [adviserId] });
    });
    scheduleChanged(auth, adviserId, 'timeOffRemoved');
    events.publish('time.freed', { adviserId });
  }

  /**
   * Free slots of a consultation type; a hidden (inactive or expired) adviser offers none. A caller
   * that has already loaded the type or the adviser passes them (the booking path saves two queries).
   */
  async function slots(
    adviserId: string,
    typeId: string,
    from: Date,
    to: Date,
    loaded: { type?: ConsultationTypeRow | undefined; adviser?: AdviserRecord | undefined } = {},
  ): Promise<Interval[]> {
    const record =
      loaded.adviser?.adviser.id === adviserId ? loaded.adviser : await loadAdviserRecord(db, adviserId);
    const now = clock.now();
    if (!isListed(record, now)) return [];
    const type =
      loaded.type?.id === typeId
        ? loaded.type
        : (await db.select().from(consultationTypes).where(eq(consultationTypes.id, typeId)))[0];
    if (!type || type.archivedAt) throw badRequest('Ismeretlen tanácsadási típus.');
    const offer = record.topics.find((t) => t.id === typeId);
    if (!offer) throw badRequest('Ez a tanácsadó ilyen típusú tanácsadást nem kínál.');
    // A priced offer is bookable only while the adviser's payout account takes payments (issue 38).
    if (offer.priceHuf > 0 && !record.acceptsPayments) return [];
    // Held times of bookings, time off and external busy times reaching into the range (widened by the
    // buffers, and at the end by one slot: a slot starting just before `to` ends after it) can block a
    // slot; one query for all (the booking path is round-trip bound).
    const { bufferMinutes: after, bufferBeforeMinutes: before } = record.adviser;
    const windowStart = new Date(from.getTime() - before * MINUTE_MS);
    const windowEnd = new Date(to.getTime() + (after + type.durationMinutes) * MINUTE_MS);
    const timesOffIn = (table: typeof timeOff | typeof externalBusy) =>
      db
        .select({ start: table.startTime, end: table.endTime, timeOff: sql<boolean>`true` })
        .from(table)
        .where(
          and(eq(table.adviserId, adviserId), lt(table.startTime, windowEnd), gt(table.endTime, windowStart)),
        );
    const blocked = await db
      .select({
        start: appointments.blockedFrom,
        end: appointments.blockedUntil,
        timeOff: sql<boolean>`false`,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.adviserId, adviserId),
          liveAppointment,
          lt(appointments.blockedFrom, windowEnd),
          gt(appointments.blockedUntil, windowStart),
          // The start index's range: a held time begins at most the longest buffer before the start.
          lt(appointments.startTime, new Date(windowEnd.getTime() + MAX_BUFFER_MS)),
        ),
      )
      .unionAll(timesOffIn(timeOff))
      // Busy times of the adviser's external calendars block slots like time off.
      .unionAll(timesOffIn(externalBusy));
    const busy = blocked.filter((interval) => !interval.timeOff);
    const off = blocked.filter((interval) => interval.timeOff);
    return availableSlots(
      {
        workSchedule: record.adviser.workSchedule,
        durationMinutes: type.durationMinutes,
        bufferMinutes: after,
        bufferBeforeMinutes: before,
        minNoticeHours: record.adviser.minNoticeHours,
        maxAdvanceDays: record.adviser.maxAdvanceDays,
      },
      { from, to, now, busy, timeOff: off },
    );
  }

  // Booking settings and time off show on the public pages (cancellation rule, next free slot).
  const changes = publishing(deps.events, 'advisers.changed', {});
  return {
    updateSettings: changes(updateSettings),
    listTimeOff,
    addTimeOff: changes(addTimeOff),
    removeTimeOff: changes(removeTimeOff),
    slots,
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
