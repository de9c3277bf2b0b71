import { SUBSCRIPTION_PAGES } from '@common/api/subscriptions';
import { daysUntil } from '@common/subscription';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { askers, users } from '../../db/schema';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import { type Clock, DAY_MS, HOUR_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { channelsFor, enqueuePush } from '../notifications/preferences';
import { expireAbandonedCheckouts } from './abandoned-checkouts';
import { subscriptionPolicy } from './subscriptions.policy';

/**
 * Reminders before a subscription ends. A reminder's window ends where the next one's begins, so a
 * subscription met late (a first run, a short renewal) still gets the nearer one only.
 */
export const SUBSCRIPTION_REMINDERS = [
  { kind: '7d', fromMs: DAY_MS, untilMs: 7 * DAY_MS },
  { kind: '1d', fromMs: 0, untilMs: DAY_MS },
] as const;

export interface ExpiryDeps extends BackgroundJobDeps {
  db: Database;
  clock: Clock;
  mail: MailContext;
  events: EventPublisher;
}

/**
 * The daily duties of subscriptions, run every hour so that no reminder is late by more than an hour:
 * askers whose expiry passed become `expired`, abandoned checkouts `failed` (abandoned-checkouts.ts),
 * and askers and (active) advisers get a mail 7 days and
 * 1 day before their expiry. Each reminder goes once per (user, expiry, kind), also with several
 * instances: the subscription_reminders primary key + INSERT … ON CONFLICT DO NOTHING RETURNING, in the
 * transaction that queues the mail. A renewal moves the expiry, so the new date is reminded of again.
 */
export class SubscriptionExpiry extends PeriodicJob<number> {
  constructor(
    private readonly deps: ExpiryDeps,
    intervalMs = HOUR_MS,
  ) {
    // Once soon after start (a restart must not delay a due reminder by an hour), then hourly.
    super('subscription-expiry', deps, { everyMs: intervalMs, firstAfterMs: 10_000 });
  }

  /** Returns how many reminders were queued. */
  protected async pass() {
    const { db, clock } = this.deps;
    const now = clock.now();
    const mailed = await db.transaction(async (tx) => {
      await tx
        .update(askers)
        .set({ subscriptionStatus: 'expired' })
        .where(
          and(
            eq(askers.subscriptionStatus, 'active'),
            or(isNull(askers.expirationDate), lte(askers.expirationDate, now)),
          ),
        );
      await expireAbandonedCheckouts(tx, now);

      let count = 0;
      for (const reminder of SUBSCRIPTION_REMINDERS) {
        const from = new Date(now.getTime() + reminder.fromMs);
        const until = new Date(now.getTime() + reminder.untilMs);
        const due = await queryRows<{ user_id: string; expiration_date: Date | string }>(
          tx,
          sql`with due as (
                select a.user_id, a.expiration_date from askers a
                 where a.subscription_status = 'active'
                   and a.expiration_date > ${now} and a.expiration_date > ${from}
                   and a.expiration_date <= ${until}
                union all
                select d.user_id, d.expiration_date from advisers d
                 where d.active
                   and d.expiration_date > ${now} and d.expiration_date > ${from}
                   and d.expiration_date <= ${until}
              )
              insert into subscription_reminders (user_id, expiration_date, kind)
              select due.user_id, due.expiration_date, ${reminder.kind} from due
                join users u on u.id = due.user_id and u.disabled_at is null
              on conflict do nothing
              returning user_id, expiration_date`,
        );
        if (due.length === 0) continue;
        const people = await tx
          .select({ id: users.id, name: users.name, email: users.email, role: users.role })
          .from(users)
          .where(
            inArray(
              users.id,
              due.map((row) => row.user_id),
            ),
          );
        const channels = await channelsFor(
          tx,
          due.map((row) => row.user_id),
          'subscription_expiring',
        );
        for (const row of due) {
          const person = people.find((p) => p.id === row.user_id);
          if (!person || !subscriptionPolicy.hasSubscription(person.role)) continue;
          const expirationDate = new Date(row.expiration_date);
          const wants = channels.get(person.id);
          if (wants?.push) {
            const daysLeft = Math.max(1, daysUntil(expirationDate, now));
            await enqueuePush(tx, person.id, {
              title: 'Lejáró előfizetés',
              body: `Előfizetése ${daysLeft === 1 ? 'holnap' : `${daysLeft} nap múlva`} lejár.`,
              url: SUBSCRIPTION_PAGES[person.role],
              tag: 'subscription-expiring',
            });
          }
          if (wants && !wants.email) continue;
          await enqueueMail(tx, {
            to: person.email,
            ...mailTemplates.subscriptionReminder(
              {
                name: person.name,
                daysLeft: Math.max(1, daysUntil(expirationDate, now)),
                expirationDate,
                areaPath: SUBSCRIPTION_PAGES[person.role],
                adviser: person.role === 'tanacsado',
              },
              this.deps.mail,
            ),
          });
          count += 1;
        }
      }
      return count;
    });
    if (mailed > 0) this.deps.events.publish('mail.queued', {});
    return mailed;
  }
}
