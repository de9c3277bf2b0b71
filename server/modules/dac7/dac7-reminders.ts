import { DAC7_HOLD_AFTER_DAYS, DAC7_SECOND_REMINDER_DAYS } from '@common/api/dac7';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import { type Clock, DAY_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { dac7Reportable, holdFromOf } from './dac7.service';

export interface Dac7ReminderDeps extends BackgroundJobDeps {
  db: Database;
  clock: Clock;
  mail: MailContext;
  events: EventPublisher;
  /** After the hold changed for these advisers (the service's `holdsChanged`). */
  holdsChanged(adviserIds: string[]): Promise<void>;
}

/** A reportable adviser whose account is live and whose DAC7 data is missing (`a`: advisers). */
const missingData = sql`not exists (select 1 from dac7_sellers s where s.adviser_id = a.id)
  and exists (select 1 from users u where u.id = a.user_id and u.disabled_at is null)
  and ${dac7Reportable(sql`a.id`)}`;

/**
 * DAC7 reminders and hold (issue 39), daily: a reportable adviser without data gets the first reminder,
 * 30 days later the second, and 60 days after the first their priced offers are held (dac7_reminders).
 * Each step happens once, also with several instances: the first is an INSERT … ON CONFLICT DO NOTHING,
 * the others conditional UPDATEs (`… is null`), each RETURNING whom it claimed, in the transaction that
 * queues their mails. Giving the data deletes the row (dac7.service.ts `save`).
 */
export class Dac7ReminderJob extends PeriodicJob<number> {
  constructor(
    private readonly deps: Dac7ReminderDeps,
    intervalMs = DAY_MS,
  ) {
    // Soon after start (a deploy must not push a due step by a day), then daily.
    super('dac7-reminders', deps, { everyMs: intervalMs, firstAfterMs: 60_000 });
  }

  /** Returns how many reminders were queued. */
  protected async pass() {
    const { db, clock } = this.deps;
    const now = clock.now();
    const secondBefore = new Date(now.getTime() - DAC7_SECOND_REMINDER_DAYS * DAY_MS);
    const holdBefore = new Date(now.getTime() - DAC7_HOLD_AFTER_DAYS * DAY_MS);
    const { mailed, held } = await db.transaction(async (tx) => {
      // A row left by a reminder that raced with the adviser's save: the data is there, nothing is due.
      await tx.execute(
        sql`delete from dac7_reminders r where exists (select 1 from dac7_sellers s where s.adviser_id = r.adviser_id)`,
      );
      const first = await queryRows<{ adviser_id: string; first_sent_at: Date | string }>(
        tx,
        sql`insert into dac7_reminders (adviser_id, first_sent_at)
            select a.id, ${now} from advisers a where ${missingData}
            on conflict do nothing
            returning adviser_id, first_sent_at`,
      );
      const second = await queryRows<{ adviser_id: string; first_sent_at: Date | string }>(
        tx,
        sql`update dac7_reminders r set second_sent_at = ${now}
            from advisers a
            where a.id = r.adviser_id and r.second_sent_at is null and r.first_sent_at <= ${secondBefore}
              and ${missingData}
            returning r.adviser_id, r.first_sent_at`,
      );
      const holds = await queryRows<{ adviser_id: string }>(
        tx,
        sql`update dac7_reminders r set held_at = ${now}
            from advisers a
            where a.id = r.adviser_id and r.held_at is null and r.first_sent_at <= ${holdBefore}
              and ${missingData}
            returning r.adviser_id`,
      );
      const count = (await this.remind(tx, first, false)) + (await this.remind(tx, second, true));
      return { mailed: count, held: holds.map((row) => row.adviser_id) };
    });
    if (mailed > 0) this.deps.events.publish('mail.queued', {});
    await this.deps.holdsChanged(held);
    return mailed;
  }

  private async remind(
    tx: Database,
    due: { adviser_id: string; first_sent_at: Date | string }[],
    second: boolean,
  ) {
    if (due.length === 0) return 0;
    const people = await queryRows<{ adviser_id: string; name: string; email: string }>(
      tx,
      sql`select a.id as adviser_id, u.name, u.email from advisers a join ${users} u on u.id = a.user_id
          where ${inArray(
            sql`a.id`,
            due.map((row) => row.adviser_id),
          )}`,
    );
    for (const row of due) {
      const person = people.find((p) => p.adviser_id === row.adviser_id);
      if (!person) continue;
      await enqueueMail(tx, {
        to: person.email,
        ...mailTemplates.dac7Reminder(
          { name: person.name, second, holdFrom: holdFromOf(new Date(row.first_sent_at)) },
          this.deps.mail,
        ),
      });
    }
    return due.length;
  }
}
