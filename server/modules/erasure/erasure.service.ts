import { randomBytes } from 'node:crypto';
import { ERASED_USER_NAME } from '@common/constants';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { isForeignKeyViolation, isRestrictViolation } from '../../db/errors';
import {
  advisers,
  appointments,
  askers,
  auditLog,
  bookingDocuments,
  calendarFeeds,
  chatMessages,
  conversations,
  dac7Reminders,
  dac7Sellers,
  dataExports,
  externalCalendars,
  intakeQuestions,
  invoicingAccounts,
  localMailbox,
  media,
  messageAttachments,
  notificationPreferences,
  oneTimeCodes,
  outbox,
  pushSubscriptions,
  reviews,
  searchWords,
  sessions,
  subscriptionReminders,
  timeOff,
  users,
  waitlistEntries,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { type EventPublisher, holdEvents } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { adviserNotFound } from '../advisers/advisers.service';
import {
  type BookingPayments,
  type ConfirmationInvoicing,
  createAppointmentService,
} from '../appointments/appointments.service';
import { type AuditEntry, recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import type { MailMessage } from '../mail/outbox';
import type { MailContext } from '../mail/templates';
import { createScheduleService } from '../schedule/schedule.service';
import { erasedEmail, type Identity, redactJson, redactor } from './redact';

/**
 * The billing columns advisers and askers both have, cleared on erasure. Billing columns change with the
 * schema: keep this list (and the two below) in step with it.
 */
const ERASED_BILLING_FIELDS = {
  companyName: null,
  country: null,
  city: null,
  zipCode: null,
  address: null,
  vatNumber: null,
} satisfies Partial<typeof advisers.$inferInsert> & Partial<typeof askers.$inferInsert>;

/** The adviser columns that describe the person (profile text, billing data, schedule): all cleared. */
const ERASED_ADVISER_FIELDS = {
  ...ERASED_BILLING_FIELDS,
  bankAccountNumber: null,
  description: '',
  workSchedule: [],
  nextFreeSlotAt: null,
  active: false,
  activationRequest: false,
  activationRequestDate: null,
} satisfies Partial<typeof advisers.$inferInsert>;

/** The asker columns that describe the person (billing data). */
const ERASED_ASKER_FIELDS = {
  ...ERASED_BILLING_FIELDS,
  billingName: null,
} satisfies Partial<typeof askers.$inferInsert>;

const userNotFound = () => notFound('A felhasználó nem található.', 'USER_NOT_FOUND');

export interface ErasureDeps {
  db: Database;
  clock: Clock;
  /** Public media (avatars, gallery). */
  storage: FileStorage;
  /** Private files (message attachments). */
  privateStorage: FileStorage;
  /** For the cancellation mails of the user's upcoming appointments. */
  mail: MailContext;
  events: EventPublisher;
  payments: BookingPayments;
  invoicing: ConfirmationInvoicing;
}

export interface EraseOptions {
  /** The audit entry of the erasure itself (it names nobody). */
  audit: Pick<AuditEntry, 'action' | 'entityType' | 'entityId'>;
  /**
   * Delete the account row too when nothing the law keeps (appointments, payments) or another person
   * (a conversation) refers to it. Otherwise the pseudonymised row stays for those records.
   */
  removeIfUnreferenced?: boolean;
  /** Who cancels the user's upcoming appointments (default: the caller). */
  cancelledBy?: ActiveSession;
  ip?: string | undefined;
}

interface StoredFile {
  storage: FileStorage;
  key: string;
}

/**
 * GDPR erasure (issue 13 §9), shared by the admin's user deletion and adviser deletion. In one
 * transaction every personal field the user wrote or that is about them goes: the account is
 * pseudonymised (or deleted when nothing refers to it), profile and billing data, appointment notes,
 * intake answers and reasons, intake questions, time-off, own messages and files, review texts and
 * replies are cleared, and the audit log, the mail outbox and the local mailbox no longer name them. Appointments, their invoices and payments are
 * kept (accounting law) as records without personal text. Files leave storage after the commit.
 */
export function createErasureService(deps: ErasureDeps) {
  const { db, clock } = deps;

  /** The user's upcoming appointments cancelled inside the erasure's transaction (both parties mailed). */
  function cancelUpcomingAppointments(
    tx: Database,
    by: ActiveSession,
    userId: string,
    events: EventPublisher,
  ) {
    const inErasure = { db: tx, clock, events };
    return createAppointmentService({
      ...inErasure,
      schedule: createScheduleService(inErasure),
      privateStorage: deps.privateStorage,
      mail: deps.mail,
      // Refunds wait for the erasure's commit: the payments' upkeep settles them then (a settle now,
      // outside this transaction, would wait for its locks).
      payments: { ...deps.payments, settle: async () => undefined },
      invoicing: deps.invoicing,
      // Cancelling books nothing: the intake is never asked.
      intake: { answersForBooking: booksNothing, takeDocuments: booksNothing },
    }).cancelUpcomingOf(by, userId, 'A felhasználói fiók törlésre került.');
  }

  const booksNothing = () => Promise.reject(new Error('an erasure books nothing'));

  async function erase(auth: ActiveSession, userId: string, options: EraseOptions) {
    const files: StoredFile[] = [];
    let removed = false;
    // The cancellations' facts wait for this transaction's commit, like the erasure's own.
    const cancellations = holdEvents(deps.events);
    await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!target) throw userNotFound();
      const identity: Identity = { userId, name: target.name, email: target.email };
      const [adviserRow] = await tx
        .select({
          id: advisers.id,
          // The words their profile put into the typo vocabulary (search_words), read before it changes.
          words: sql<string[]>`tsvector_to_array(${advisers.searchVector})`,
        })
        .from(advisers)
        .where(eq(advisers.userId, userId));
      const [askerRow] = await tx.select({ id: askers.id }).from(askers).where(eq(askers.userId, userId));
      const now = clock.now();

      const images = await tx.delete(media).where(eq(media.userId, userId)).returning();
      for (const image of images) {
        files.push({ storage: deps.storage, key: image.path });
        if (image.thumbnailPath) files.push({ storage: deps.storage, key: image.thumbnailPath });
      }
      const attachments = await tx
        .delete(messageAttachments)
        .where(eq(messageAttachments.uploaderId, userId))
        .returning();
      for (const file of attachments) files.push({ storage: deps.privateStorage, key: file.storageKey });
      // Booking documents (issue 40): the ones the user attached, and — an adviser — the ones attached
      // for them (the answers naming them are cleared below).
      const documents = await tx
        .delete(bookingDocuments)
        .where(
          or(
            eq(bookingDocuments.uploaderId, userId),
            adviserRow ? eq(bookingDocuments.adviserId, adviserRow.id) : undefined,
          ),
        )
        .returning({ storageKey: bookingDocuments.storageKey });
      for (const file of documents) files.push({ storage: deps.privateStorage, key: file.storageKey });
      // Data exports (issue 18): the ZIPs hold everything about the user; their links die with the rows.
      const exports = await tx
        .delete(dataExports)
        .where(eq(dataExports.userId, userId))
        .returning({ fileKey: dataExports.fileKey });
      for (const row of exports)
        if (row.fileKey) files.push({ storage: deps.privateStorage, key: row.fileKey });
      await tx.update(chatMessages).set({ body: '' }).where(eq(chatMessages.senderId, userId));

      // Appointments stay as records (dates, type, status, payment, invoice) without anyone's words.
      const theirAppointments = or(
        eq(appointments.clientId, userId),
        adviserRow ? eq(appointments.adviserId, adviserRow.id) : undefined,
      );
      await tx
        .update(appointments)
        .set({
          notes: '',
          // The asker's answers to the intake questions (issue 40), and the questions' text with them.
          intakeAnswers: [],
          timeChangeReason: sql`case when ${appointments.timeChangeReason} is null then null else '' end`,
          timeChangeRejectReason: null,
        })
        .where(theirAppointments);

      // The stars stay (an adviser's average must not jump); the words were the user's own, and the
      // adviser's reply answers them, so it is about the user too.
      await tx
        .update(reviews)
        .set({ text: '', hiddenReason: null, reply: null, repliedAt: null })
        .where(eq(reviews.clientId, userId));
      if (adviserRow) {
        // The privacy notice keeps review texts only until the adviser's or the reviewer's account goes.
        await tx
          .update(reviews)
          .set({ text: '', hiddenReason: null, reply: null, repliedAt: null })
          .where(eq(reviews.adviserId, adviserRow.id));
        // Holidays and sick leave say something about the person; nothing else needs them.
        await tx.delete(timeOff).where(eq(timeOff.adviserId, adviserRow.id));
        // The external calendars' secret addresses and busy times (cascade), and who waited for them.
        await tx.delete(externalCalendars).where(eq(externalCalendars.adviserId, adviserRow.id));
        await tx.delete(waitlistEntries).where(eq(waitlistEntries.adviserId, adviserRow.id));
        // The invoicing service's key (sealed) and settings; the invoices issued stay (accounting).
        await tx.delete(invoicingAccounts).where(eq(invoicingAccounts.adviserId, adviserRow.id));
        // DAC7 (issue 39): the seller data goes; the years already reported are in the admin's downloads.
        await tx.delete(dac7Sellers).where(eq(dac7Sellers.adviserId, adviserRow.id));
        await tx.delete(dac7Reminders).where(eq(dac7Reminders.adviserId, adviserRow.id));
        // Their intake questions (issue 40): the answers given keep their own copy until cleared above.
        await tx.delete(intakeQuestions).where(eq(intakeQuestions.adviserId, adviserRow.id));
        await tx.update(advisers).set(ERASED_ADVISER_FIELDS).where(eq(advisers.id, adviserRow.id));
      }
      if (askerRow) await tx.update(askers).set(ERASED_ASKER_FIELDS).where(eq(askers.id, askerRow.id));

      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      await tx.delete(waitlistEntries).where(eq(waitlistEntries.askerId, userId));
      // Devices and choices of notifications: nothing to keep once the person is gone.
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
      await tx.delete(subscriptionReminders).where(eq(subscriptionReminders.userId, userId));
      await tx
        .update(users)
        .set({
          name: ERASED_USER_NAME,
          email: erasedEmail(userId),
          passwordHash: `torolt:${randomBytes(32).toString('hex')}`,
          twoFactorEnabled: false,
          disabledAt: now,
        })
        .where(eq(users.id, userId));
      if (adviserRow) await forgetSearchWords(tx, adviserRow.words);

      await redactAuditLog(tx, identity, [adviserRow?.id, askerRow?.id]);
      await redactOutbox(tx, identity);
      await redactLocalMailbox(tx, identity);

      // Last, with the account already pseudonymised: the other party's cancellation mail names nobody,
      // and the erased address is never mailed (enqueueMail skips .invalid).
      await cancelUpcomingAppointments(tx, options.cancelledBy ?? auth, userId, cancellations.events);

      // The audit keeps that it happened and by whom, not the erased data.
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: options.audit.action,
        entityType: options.audit.entityType,
        entityId: options.audit.entityId,
        after: { userId, erasedAt: now.toISOString() },
        ip: options.ip,
      });

      if (options.removeIfUnreferenced) removed = await removeIfUnreferenced(tx, userId);
    });
    cancellations.release();
    deps.events.publish('sessions.revoked', { userId });
    deps.events.publish('advisers.changed', {});
    deps.events.publish('mail.queued', {});
    for (const file of files) await file.storage.delete(file.key).catch(() => undefined);
    return { removed };
  }

  /**
   * Deletes the pseudonymised account row in a savepoint; a restricting foreign key (an appointment or
   * payment still refers to it) makes it stay. So does a conversation: the other participant keeps it
   * until their own account goes (privacy notice §3.6), and it would go with this row.
   */
  async function removeIfUnreferenced(tx: Database, userId: string) {
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(or(eq(conversations.askerId, userId), eq(conversations.adviserUserId, userId)))
      .limit(1);
    if (conversation) return false;
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.delete(users).where(eq(users.id, userId));
      });
    } catch (error) {
      if (isForeignKeyViolation(error) || isRestrictViolation(error)) return false;
      throw error;
    }
    return true;
  }

  /** Erases an adviser (DELETE /api/tanacsadok/{id}): the account row goes when no record needs it. */
  async function eraseAdviser(auth: ActiveSession, adviserId: string, ip?: string) {
    const [row] = await db
      .select({ userId: advisers.userId })
      .from(advisers)
      .where(eq(advisers.id, adviserId));
    if (!row) throw adviserNotFound();
    return erase(auth, row.userId, {
      audit: { action: 'adviser.delete', entityType: 'adviser', entityId: adviserId },
      removeIfUnreferenced: true,
      ip,
    });
  }

  return { erase, eraseAdviser };
}

export type ErasureService = ReturnType<typeof createErasureService>;

/**
 * Takes the words out of the typo vocabulary (search_words, which otherwise only grows) that no
 * adviser's search document holds any more: an erased adviser's name and description words stop being
 * offered as corrections, while words other advisers share stay. A word cast to tsquery is that one
 * lexeme, so the check is a lookup in the search vectors' GIN index. The rows are locked in word order,
 * like the search document refresh (migration 0029) writes them, so two erasures cannot deadlock on shared words.
 */
async function forgetSearchWords(tx: Database, words: string[]) {
  if (words.length === 0) return;
  await tx.execute(sql`delete from ${searchWords} where word in (
    select w.word from ${searchWords} w
    where w.word = any(${sql.param(words)}::text[])
      and not exists (select 1 from ${advisers} a where a.search_vector @@ w.word::tsquery)
    order by w.word
    for update)`);
}

/** Text search in a jsonb or text column, case-insensitive, with no LIKE wildcards to escape. */
const mentions = (column: ReturnType<typeof sql>, needle: string) =>
  sql`position(lower(${needle}) in lower(coalesce(${column}, ''))) > 0`;

/**
 * The audit log keeps its events but not the person: entries about the user, their adviser or asker row,
 * appointments or reviews lose their personal values; the name or e-mail anywhere else is replaced. An
 * entry the user made themselves loses the IP address it came from.
 */
async function redactAuditLog(tx: Database, identity: Identity, rowIds: (string | undefined)[]) {
  const { userId } = identity;
  const ids = [userId, ...rowIds.filter((id): id is string => Boolean(id))];
  const about = sql`(${auditLog.entityId} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})
    or ${auditLog.entityId} in (select id::text from ${appointments} where client_id = ${userId}
      or adviser_id in (select id from ${advisers} where user_id = ${userId}))
    or ${auditLog.entityId} in (select id::text from ${reviews} where client_id = ${userId}
      or adviser_id in (select id from ${advisers} where user_id = ${userId})))`;
  const text = sql`(coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))`;
  const rows = await queryRows<{
    id: number;
    before: unknown;
    after: unknown;
    actor_user_id: string | null;
    about: boolean;
  }>(
    tx,
    sql`select ${auditLog.id} as id, ${auditLog.before} as before, ${auditLog.after} as after,
          ${auditLog.actorUserId} as actor_user_id, ${about} as about
        from ${auditLog}
        where ${about} or ${auditLog.actorUserId} = ${userId}
          or ${mentions(text, identity.email)}
          or ${identity.name === ERASED_USER_NAME ? sql`false` : mentions(text, identity.name)}`,
  );
  const redact = redactor(identity);
  for (const row of rows) {
    const before = redactJson(row.before, redact, row.about);
    const after = redactJson(row.after, redact, row.about);
    await tx
      .update(auditLog)
      .set({
        before,
        after,
        ...(row.actor_user_id === userId ? { ip: null } : {}),
      })
      .where(eq(auditLog.id, row.id));
  }
}

/**
 * Mails to the user are dropped (they are not to be contacted any more), and so are waiting or failed
 * mails that name them (a booking or time-change notice about to be overtaken by the cancellation).
 * A delivered mail keeps only its addressee and its subject, redacted.
 */
async function redactOutbox(tx: Database, identity: Identity) {
  await tx.delete(outbox).where(sql`lower(${outbox.payload}->>'to') = ${identity.email}`);
  const conditions = [
    mentions(sql`${outbox.payload}::text`, identity.email),
    identity.name === ERASED_USER_NAME ? undefined : mentions(sql`${outbox.payload}::text`, identity.name),
    // Calendar files are base64: only decoded can they be searched.
    sql`${outbox.payload}->'attachments' is not null`,
  ];
  const rows = await tx
    .select()
    .from(outbox)
    .where(or(...conditions));
  const redact = redactor(identity);
  for (const row of rows) {
    const payload = row.payload as MailMessage;
    const texts = [
      JSON.stringify({ ...payload, attachments: undefined }),
      ...(payload.attachments ?? []).map((file) =>
        Buffer.from(file.content, 'base64')
          .toString('utf8')
          .replace(/\r\n[ \t]/g, ''),
      ),
    ];
    if (!texts.some((text) => redact(text) !== text)) continue;
    if (row.status === 'sent') {
      await tx
        .update(outbox)
        .set({ payload: { to: payload.to, subject: redact(payload.subject) } })
        .where(eq(outbox.id, row.id));
    } else {
      await tx.delete(outbox).where(eq(outbox.id, row.id));
    }
  }
}

/** The local mailbox (no SMTP_URL, a developer's copy of delivered mail): what is to or names the user goes. */
async function redactLocalMailbox(tx: Database, identity: Identity) {
  const all = sql`(${localMailbox.subject} || ' ' || ${localMailbox.text} || ' ' || ${localMailbox.html})`;
  await tx
    .delete(localMailbox)
    .where(
      or(
        eq(localMailbox.to, identity.email),
        mentions(all, identity.email),
        identity.name === ERASED_USER_NAME ? undefined : mentions(all, identity.name),
      ),
    );
}
