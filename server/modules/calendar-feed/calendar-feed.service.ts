import { APPOINTMENT_STATUS_LABELS } from '@common/api/admin-appointments';
import { INACTIVE_APPOINTMENT_STATUSES } from '@common/constants';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Database } from '../../db/client';
import { advisers, appointments, calendarFeeds, users } from '../../db/schema';
import { DAY_MS } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import { selectRecords } from '../appointments/appointments.service';

/** How far back a feed reaches: recent consultations stay in the calendar, older ones drop out. */
const PAST_DAYS = 60;
/** A feed is a calendar, not an archive: at most this many consultations, the earliest first. */
const MAX_EVENTS = 1000;

export async function calendarFeedOf(db: Database, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** A new secret address for the user; the earlier one (if any) stops working in the same statement. */
export async function createCalendarFeed(db: Database, userId: string, now: Date) {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: sha256(token), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: sha256(token), createdAt: now } })
    .returning();
  if (!row) throw new Error('calendar feed not stored');
  return { row, token };
}

export async function deleteCalendarFeed(db: Database, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * The iCalendar file of the feed whose token this is, or null for an unknown (or replaced) token or a
 * disabled account: the user's consultations as adviser or asker from PAST_DAYS ago on. Cancelled ones
 * stay in it as cancelled events, so a subscribed calendar removes them rather than keeping a stale copy.
 */
export async function calendarFeedFile(db: Database, token: string, publicUrl: string, now: Date) {
  const [owner] = await db
    .select({ userId: users.id, role: users.role, adviserId: advisers.id })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(advisers, eq(advisers.userId, users.id))
    // A disabled account's feed answers like an unknown one, whatever left its row behind.
    .where(and(eq(calendarFeeds.tokenHash, sha256(token)), isNull(users.disabledAt)));
  if (!owner) return null;

  const mine = owner.adviserId
    ? or(eq(appointments.adviserId, owner.adviserId), eq(appointments.clientId, owner.userId))
    : eq(appointments.clientId, owner.userId);
  const since = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const rows = await selectRecords(db, and(mine, gte(appointments.startTime, since))).limit(MAX_EVENTS);

  const host = new URL(publicUrl).host;
  // Times are written in UTC: every calendar shows them in its viewer's own zone.
  const calendar = ical({
    name: 'Tanácsadó portál – konzultációk',
    prodId: { company: 'Tanácsadó portál', product: 'konzultaciok', language: 'HU' },
    // Calendar apps ask again about this often; the file is small.
    ttl: 15 * 60,
  });
  for (const { appointment, type, clientName, expertName: adviserName } of rows) {
    const asAdviser = appointment.adviserId === owner.adviserId;
    const cancelled = (INACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status);
    const label = APPOINTMENT_STATUS_LABELS[appointment.status];
    const meetingUrl = `${publicUrl}/meeting/${appointment.roomId}`;
    calendar.createEvent({
      id: `${appointment.id}@${host}`,
      start: appointment.startTime,
      end: appointment.endTime,
      stamp: appointment.updatedAt,
      summary: `${cancelled ? `${label}: ` : ''}${type.name} – ${asAdviser ? clientName : adviserName}`,
      description: [
        `Állapot: ${label}`,
        asAdviser ? `Kérdező: ${clientName}` : `Tanácsadó: ${adviserName}`,
        cancelled ? null : `Online találkozó: ${meetingUrl}`,
      ]
        .filter(Boolean)
        .join('\n'),
      ...(cancelled ? {} : { url: meetingUrl, location: meetingUrl }),
      status: cancelled
        ? ICalEventStatus.CANCELLED
        : appointment.status === 'pending'
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
