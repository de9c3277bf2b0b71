import { ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_VALID_HOURS } from '@common/api/account';
import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import { type Database, insertOne } from '../../db/client';
import { auditLog, dataExports, users } from '../../db/schema';
import { type Clock, DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError, conflict } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { sha256 } from '../../lib/tokens';
import { adminUserPolicy } from '../admin/admin-users.policy';
import { recordAudit } from '../audit/audit';
import { type ActiveSession, revokeUserSessions } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';

/** One data export per user per this long (a failed one does not count). */
export const EXPORT_INTERVAL_MS = 10 * MINUTE_MS;
export const DELETION_GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;
export const EXPORT_VALID_MS = DATA_EXPORT_VALID_HOURS * HOUR_MS;

export const accountErrors = {
  wrongPassword: () =>
    new AppError(400, 'WRONG_PASSWORD', 'A megadott jelszó hibás.', [
      { field: 'body.password', message: 'A megadott jelszó hibás.' },
    ]),
  lastAdmin: () =>
    conflict(
      'Ön az utolsó aktív adminisztrátor, ezért fiókja nem törölhető. Előbb nevezzen ki egy másik adminisztrátort.',
      'LAST_ADMIN',
    ),
  exportTooSoon: (minutes: number) =>
    new AppError(
      429,
      'EXPORT_TOO_SOON',
      `Nemrég kérte le adatait. Új adatcsomagot ${EXPORT_INTERVAL_MS / MINUTE_MS} percenként kérhet; kérjük, próbálja újra ${minutes} perc múlva.`,
    ),
  unknownExport: () =>
    new AppError(
      404,
      'EXPORT_NOT_FOUND',
      'A letöltési link érvénytelen vagy lejárt. Kérjen új adatcsomagot a Beállításokban.',
    ),
};

export interface AccountDeps {
  db: Database;
  clock: Clock;
  mail: MailContext;
  events: EventPublisher;
}

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** A new data export waits: the export worker starts on it now (not within the request). */
    'export.requested': Record<string, never>;
  }
}

/**
 * The user's own data rights (issue 18): the data export (GDPR Art. 15 and 20) and the account
 * deletion with its grace period (Art. 17). The ZIP itself is made by the export worker
 * (account-jobs.ts), the erasure by the account maintenance job through the erasure service.
 */
export function createAccountService(deps: AccountDeps) {
  const { db, clock } = deps;

  /** The user's newest export, or null. */
  async function latestExport(userId: string) {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * Asks for a new export; at most one per EXPORT_INTERVAL_MS (the user row is locked, so two requests
   * at once make one export and one refusal). Returns the new row, or the seconds to wait.
   */
  async function requestExport(auth: ActiveSession, ip?: string) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.user.id)).for('no key update');
      const [recent] = await tx
        .select({ createdAt: dataExports.createdAt })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userId, auth.user.id),
            ne(dataExports.status, 'failed'),
            gt(dataExports.createdAt, new Date(now.getTime() - EXPORT_INTERVAL_MS)),
          ),
        )
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      if (recent) {
        const waitMs = recent.createdAt.getTime() + EXPORT_INTERVAL_MS - now.getTime();
        return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      const row = await insertOne(tx, dataExports, {
        userId: auth.user.id,
        status: 'pending',
        createdAt: now,
      });
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'account.export',
        entityType: 'user',
        entityId: auth.user.id,
        after: { exportId: row.id },
        ip,
      });
      return { row };
    });
    if (result.row) deps.events.publish('export.requested', {});
    return result;
  }

  /** The stored ZIP of a download link, or null for an unknown, expired or replaced token. */
  async function findDownload(token: string) {
    const [row] = await db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .innerJoin(users, eq(users.id, dataExports.userId))
      .where(
        and(
          eq(dataExports.tokenHash, sha256(token)),
          eq(dataExports.status, 'ready'),
          gt(dataExports.expiresAt, clock.now()),
          isNull(users.disabledAt),
          isNotNull(dataExports.fileKey),
        ),
      );
    return row?.fileKey ? { id: row.id, fileKey: row.fileKey } : null;
  }

  /**
   * Schedules the erasure of the caller's account ACCOUNT_DELETION_GRACE_DAYS from now, after checking
   * the password: every session ends (the caller is logged out) and a mail explains what happens and
   * how to cancel it (log in before the date). The last active admin cannot leave this way.
   */
  async function requestDeletion(auth: ActiveSession, password: string, ip?: string) {
    if (!(await verifyPassword(auth.user.passwordHash, password))) throw accountErrors.wrongPassword();
    const now = clock.now();
    const scheduledFor = new Date(now.getTime() + DELETION_GRACE_MS);
    await db.transaction(async (tx) => {
      if (adminUserPolicy.isActiveAdmin(auth.user)) {
        // Every admin row locked: two admins leaving at once cannot both pass the check.
        const admins = await tx
          .select({
            id: users.id,
            disabledAt: users.disabledAt,
            deletionRequestedAt: users.deletionRequestedAt,
          })
          .from(users)
          .where(eq(users.role, 'admin'))
          .for('update');
        const others = admins.filter(
          (admin) => admin.id !== auth.user.id && !admin.disabledAt && !admin.deletionRequestedAt,
        );
        if (!adminUserPolicy.keepsAnAdmin(auth.user, others.length)) throw accountErrors.lastAdmin();
      }
      await tx
        .update(users)
        .set({ deletionRequestedAt: now })
        .where(and(eq(users.id, auth.user.id), isNull(users.disabledAt)));
      await revokeUserSessions(tx, now, auth.user.id);
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'account.delete_requested',
        entityType: 'user',
        entityId: auth.user.id,
        after: { deletionRequestedAt: now.toISOString(), scheduledFor: scheduledFor.toISOString() },
        ip,
      });
      await enqueueMail(tx, {
        to: auth.user.email,
        ...mailTemplates.accountDeletionRequested({ name: auth.user.name, scheduledFor }, deps.mail),
      });
    });
    deps.events.publish('sessions.revoked', { userId: auth.user.id });
    deps.events.publish('mail.queued', {});
    return { scheduledFor };
  }

  /**
   * When a login last cancelled a deletion request of the user (the audit entry's time, written by the
   * database): the settings page tells the user for a while afterwards.
   */
  async function lastCancellation(userId: string) {
    const [row] = await db
      .select({ createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'user'),
          eq(auditLog.entityId, userId),
          eq(auditLog.action, 'account.delete_cancelled'),
        ),
      )
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  }

  return { latestExport, requestExport, findDownload, requestDeletion, lastCancellation };
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The login hook (auth.service: a password or two-factor login about to create a session): a pending
 * deletion request of the user is cancelled, audited and confirmed by mail, in the login's transaction.
 * Returns whether one was cancelled. An account the deletion job has already claimed (disabled) is
 * left alone.
 */
export async function cancelAccountDeletion(
  tx: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'deletionRequestedAt'>,
  context: { now: Date; mail: MailContext; ip?: string | undefined },
) {
  const [cancelled] = await tx
    .update(users)
    .set({ deletionRequestedAt: null })
    .where(and(eq(users.id, user.id), isNotNull(users.deletionRequestedAt), isNull(users.disabledAt)))
    .returning({ id: users.id });
  if (!cancelled) return false;
  await recordAudit(tx, {
    actorUserId: user.id,
    action: 'account.delete_cancelled',
    entityType: 'user',
    entityId: user.id,
    before: { deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null },
    after: { deletionRequestedAt: null },
    ip: context.ip,
  });
  await enqueueMail(tx, {
    to: user.email,
    ...mailTemplates.accountDeletionCancelled({ name: user.name, at: context.now }, context.mail),
  });
  return true;
}
