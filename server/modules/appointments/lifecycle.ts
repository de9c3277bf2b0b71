import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { appointments } from '../../db/schema';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import { type Clock, MINUTE_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import type { MailContext } from '../mail/templates';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';
import { reminderOffsets } from '../settings/settings.service';
import { notifyParty } from './appointments.notifications';
import { selectRecords } from './appointments.service';

/** The appointment_reminders kind of the reminder sent this many minutes before the start. */
export const reminderKind = (minutes: number) => `reminder_${minutes}`;

export interface LifecycleDeps extends BackgroundJobDeps {
  db: Database;
  clock: Clock;
  mail: MailContext;
  events: EventPublisher;
}

/**
 * The background life of appointments: confirmed ones that ended become completed when both parties
 * entered the meeting room, otherwise a no-show of the party (or both) who never did; unconfirmed ones
 * whose start has passed are cancelled by the system (both parties are told), and reminders go out
 * at the offsets of the platform settings (default 24 h and 1 h before the start). Safe with several
 * server instances: every step is a conditional UPDATE or an INSERT … ON CONFLICT DO NOTHING, so a row
 * is handled by exactly one of them.
 */
export class AppointmentLifecycle extends PeriodicJob<number> {
  constructor(
    private readonly deps: LifecycleDeps,
    intervalMs = 60_000,
  ) {
    super('appointment-lifecycle', deps, { everyMs: intervalMs });
  }

  /** Returns how many appointments were cancelled or reminded of. */
  protected async pass() {
    const { db, clock } = this.deps;
    const now = clock.now();
    // Ended meetings: held when both parties entered the room, otherwise a no-show of whoever never did.
    await db
      .update(appointments)
      .set({
        status: sql`case when ${appointments.clientJoinedAt} is not null and ${appointments.expertJoinedAt} is not null
          then 'completed' else 'no_show' end`,
        noShowBy: sql`case
          when ${appointments.clientJoinedAt} is null and ${appointments.expertJoinedAt} is null then 'both'
          when ${appointments.clientJoinedAt} is null then 'client'
          when ${appointments.expertJoinedAt} is null then 'expert' end`,
      })
      .where(and(eq(appointments.status, 'confirmed'), lte(appointments.endTime, now)));

    const freed: string[] = [];
    const mailed = await db.transaction(async (tx) => {
      const expired = await tx
        .update(appointments)
        .set({ status: 'cancelled_by_system' })
        .where(and(eq(appointments.status, 'pending'), lte(appointments.startTime, now)))
        .returning({ id: appointments.id, adviserId: appointments.adviserId });
      freed.push(...expired.map((row) => row.adviserId));
      await this.tell(
        tx,
        expired.map((row) => row.id),
        { kind: 'cancelledBySystem' },
      );

      // Each reminder (kind reminder_<minutes>) goes once per appointment, only if the booking existed
      // when it was due, and only until the next nearer one is due: a late run (or a newly added
      // offset) sends the nearer reminder alone, never two at once.
      const offsets = await reminderOffsets(tx);
      let reminded = 0;
      for (const [index, minutes] of offsets.entries()) {
        const beforeMs = minutes * MINUTE_MS;
        const nearerMs = (offsets[index + 1] ?? 0) * MINUTE_MS;
        const due = await queryRows<{ appointment_id: string }>(
          tx,
          sql`insert into appointment_reminders (appointment_id, kind)
              select id, ${reminderKind(minutes)} from appointments
              where status in ('pending', 'confirmed')
                -- An unpaid hold may still lapse: it is reminded of once paid.
                and payment_status <> 'pending'
                and start_time > ${new Date(now.getTime() + nearerMs)}
                and start_time <= ${new Date(now.getTime() + beforeMs)}
                and created_at <= start_time - ${`${minutes * 60} seconds`}::interval
              on conflict do nothing
              returning appointment_id`,
        );
        await this.tell(
          tx,
          due.map((row) => row.appointment_id),
          { kind: 'reminder' },
        );
        reminded += due.length;
      }
      return expired.length + reminded;
    });
    if (mailed > 0) this.deps.events.publish('mail.queued', {});
    // What is left of a lapsed booking's time (and the buffer after it) may be bookable again.
    if (freed.length > 0) await refreshNextFreeSlots(db, now, { adviserIds: freed });
    return mailed;
  }

  private async tell(tx: Database, ids: string[], event: { kind: 'reminder' | 'cancelledBySystem' }) {
    if (ids.length === 0) return;
    const records = await selectRecords(tx, inArray(appointments.id, ids));
    for (const record of records) {
      await notifyParty(tx, this.deps.mail, record, event, 'expert');
      await notifyParty(tx, this.deps.mail, record, event, 'client');
    }
  }
}
