import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';

/** A message still unread this long after it arrived earns its recipient a mail. */
export const UNREAD_MAIL_AFTER_MS = 15 * MINUTE_MS;
/** At most one such mail per conversation and recipient in this period. */
export const UNREAD_MAIL_EVERY_MS = HOUR_MS;

interface Due {
  conversation_id: string;
  side: 'asker' | 'adviser';
  recipient_email: string;
  recipient_name: string;
  recipient_role: string;
  sender_name: string;
  unread: number;
}

/**
 * Mails the recipients of messages left unread for 15 minutes, once per conversation per hour, and
 * only for messages newer than the previous mail. The conditional UPDATE claims a conversation side,
 * so with several instances exactly one of them sends it.
 */
export class UnreadMessageMailer extends PeriodicJob<number> {
  constructor(
    private readonly deps: BackgroundJobDeps & {
      db: Database;
      clock: Clock;
      mail: MailContext;
      events: EventPublisher;
    },
    intervalMs = 60_000,
  ) {
    super('unread-mailer', deps, { everyMs: intervalMs });
  }

  /** Returns how many mails were queued. */
  protected async pass(): Promise<number> {
    const now = this.deps.clock.now();
    const unreadBefore = new Date(now.getTime() - UNREAD_MAIL_AFTER_MS).toISOString();
    const quietSince = new Date(now.getTime() - UNREAD_MAIL_EVERY_MS).toISOString();
    const queued = await this.deps.db.transaction(async (tx) => {
      const due = await queryRows<Due>(
        tx,
        sql`with sides as (
              select c.id, 'asker' as side, c.asker_id as recipient, c.adviser_user_id as sender,
                     c.asker_notified_at as notified_at
                from conversations c
              union all
              select c.id, 'adviser', c.adviser_user_id, c.asker_id, c.adviser_notified_at from conversations c
            ),
            pending as (
              select s.id, s.side, s.recipient, s.sender, s.notified_at, count(*)::int as unread
                from sides s join messages m on m.conversation_id = s.id and m.sender_id = s.sender
               where m.read_at is null
                 and m.created_at <= ${unreadBefore}::timestamptz
                 and (s.notified_at is null or (s.notified_at <= ${quietSince}::timestamptz
                      and m.created_at > s.notified_at))
               group by s.id, s.side, s.recipient, s.sender, s.notified_at
            ),
            claimed as (
              update conversations c
                 set asker_notified_at = case when p.side = 'asker' then ${now.toISOString()}::timestamptz else c.asker_notified_at end,
                     adviser_notified_at = case when p.side = 'adviser' then ${now.toISOString()}::timestamptz else c.adviser_notified_at end
                from pending p
               where c.id = p.id
                 -- Re-checked on the locked row: another instance that claimed it first wins.
                 and (case when p.side = 'asker' then c.asker_notified_at else c.adviser_notified_at end)
                     is not distinct from p.notified_at
              returning c.id, p.side, p.recipient, p.sender, p.unread
            )
            select cl.id as conversation_id, cl.side, r.email as recipient_email, r.name as recipient_name,
                   r.role as recipient_role, s.name as sender_name, cl.unread
              from claimed cl join users r on r.id = cl.recipient join users s on s.id = cl.sender
              left join notification_preferences np on np.user_id = cl.recipient
             where r.disabled_at is null
               -- The recipient may have switched these mails off ("Új üzenet – e-mail").
               and coalesce((np.choices -> 'chat_message' ->> 'email')::boolean, true)`,
      );
      for (const row of due) {
        const areaPath =
          row.recipient_role === 'tanacsado' ? '/tanacsadoi-fiok/uzenetek' : '/kerdezo/uzenetek';
        await enqueueMail(tx, {
          to: row.recipient_email,
          ...mailTemplates.unreadMessages(
            { name: row.recipient_name, senderName: row.sender_name, count: row.unread, areaPath },
            this.deps.mail,
          ),
        });
      }
      return due.length;
    });
    if (queued > 0) this.deps.events.publish('mail.queued', {});
    return queued;
  }
}
