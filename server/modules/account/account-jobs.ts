import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, notInArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { dataExports, users } from '../../db/schema';
import { PeriodicJob, QueueJob } from '../../lib/background-job';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import { erasedEmail } from '../erasure/redact';
import { enqueueMail } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { DELETION_GRACE_MS, EXPORT_VALID_MS } from './account.service';
import { type AfterCommit, eraseAtOwnersRequest } from './account-erasure';
import { collectExport, zipExport } from './data-export';

/** How long one worker holds a pending export before another may take it over (a crashed worker). */
export const EXPORT_LEASE_MS = 15 * MINUTE_MS;
/** Exports made in one pass at most (each is a whole user's data). */
const EXPORTS_PER_PASS = 5;
/** Accounts erased in one pass at most; the rest wait for the next hour. */
const ERASURES_PER_PASS = 50;

/** The ZIP's key in the private store. */
export const exportFileKey = (id: string) => `exports/${id}.zip`;

/**
 * Makes the ZIPs of waiting data exports, after the request's answer (a kick) and every minute. Safe
 * with several instances: a pending export is claimed with `FOR UPDATE SKIP LOCKED` and a lease (its
 * `expires_at` holds the lease's end while it is pending), and it becomes ready only while that lease
 * is still this worker's. Ready: the download token (only its SHA-256 stored) goes to the owner by mail
 * in the same transaction; valid EXPORT_VALID_MS. A failure marks it failed (the user may ask again).
 */
export class DataExportWorker extends QueueJob {
  constructor(private readonly app: FastifyInstance) {
    super('data-exports', app, { everyMs: MINUTE_MS, firstAfterMs: 5_000 });
  }

  protected async pass(log: FastifyBaseLogger) {
    let made = 0;
    for (let i = 0; i < EXPORTS_PER_PASS; i += 1) {
      const claimed = await this.claim();
      if (!claimed) break;
      await this.make(claimed, log);
      made += 1;
    }
    return made;
  }

  private async claim() {
    const { db, clock } = this.app;
    const now = clock.now();
    const leaseEnd = new Date(now.getTime() + EXPORT_LEASE_MS);
    const waiting = db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.status, 'pending'),
          or(isNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)),
        ),
      )
      .orderBy(asc(dataExports.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(dataExports)
      .set({ expiresAt: leaseEnd })
      .where(inArray(dataExports.id, waiting))
      .returning({ id: dataExports.id, userId: dataExports.userId });
    return row ? { ...row, leaseEnd } : null;
  }

  private async make(claim: { id: string; userId: string; leaseEnd: Date }, log: FastifyBaseLogger) {
    const { app } = this;
    const fileKey = exportFileKey(claim.id);
    try {
      const content = await collectExport(
        app.db,
        { storage: app.storage, privateStorage: app.privateStorage },
        claim.userId,
        app.clock.now(),
      );
      await app.privateStorage.put(fileKey, await zipExport(content, app.clock.now()), {
        contentType: 'application/zip',
      });
      const { size } = await app.privateStorage.stat(fileKey);
      const token = newToken();
      const now = app.clock.now();
      const expiresAt = new Date(now.getTime() + EXPORT_VALID_MS);
      const ready = await app.db.transaction(async (tx) => {
        const [done] = await tx
          .update(dataExports)
          .set({ status: 'ready', tokenHash: sha256(token), fileKey, sizeBytes: size, expiresAt })
          .where(
            and(
              eq(dataExports.id, claim.id),
              eq(dataExports.status, 'pending'),
              eq(dataExports.expiresAt, claim.leaseEnd),
            ),
          )
          .returning({ id: dataExports.id });
        if (!done) return false;
        const [owner] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, claim.userId));
        if (owner) {
          const url = `${app.config.publicUrl}/api/account/export/${token}.zip`;
          await enqueueMail(tx, {
            to: owner.email,
            ...mailTemplates.dataExportReady(
              { name: owner.name, url, expiresAt },
              { publicUrl: app.config.publicUrl },
            ),
          });
        }
        return true;
      });
      // A lost lease: another worker took it over and writes the same key; nothing more to do here.
      if (ready) app.events.publish('mail.queued', {});
      else log.warn({ exportId: claim.id }, 'data export lease lost');
    } catch (error) {
      log.error({ err: error, exportId: claim.id }, 'data export failed');
      const now = app.clock.now();
      await app.db
        .update(dataExports)
        .set({ status: 'failed', expiresAt: new Date(now.getTime() + EXPORT_VALID_MS) })
        .where(and(eq(dataExports.id, claim.id), eq(dataExports.status, 'pending')));
      await app.privateStorage.delete(fileKey).catch(() => undefined);
    }
  }
}

/**
 * Hourly upkeep of the data rights, safe with several instances:
 * - expired exports (ready or failed, past `expires_at`) are deleted with their files
 *   (`DELETE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, files only for the rows this
 *   instance deleted);
 * - accounts whose deletion was asked for more than the grace period ago are erased, one transaction
 *   each: the user row is taken `FOR UPDATE SKIP LOCKED` (another instance skips it, a login cancelling
 *   the request waits for it), the user's exports go, the erasure service erases (or removes) the
 *   account, and the request is cleared; the files and sockets follow the commit.
 */
export class AccountMaintenance extends PeriodicJob<{ exportsDeleted: number; accountsErased: number }> {
  constructor(private readonly app: FastifyInstance) {
    super('account-maintenance', app, { everyMs: HOUR_MS, firstAfterMs: 30_000 });
  }

  protected async pass(log: FastifyBaseLogger) {
    const exportsDeleted = await this.deleteExpiredExports();
    const accountsErased = await this.eraseDueAccounts(log);
    return { exportsDeleted, accountsErased };
  }

  private async deleteExpiredExports() {
    const { db, clock, privateStorage } = this.app;
    let total = 0;
    for (;;) {
      const expired = db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(and(ne(dataExports.status, 'pending'), lte(dataExports.expiresAt, clock.now())))
        .limit(100)
        .for('update', { skipLocked: true });
      const deleted = await db
        .delete(dataExports)
        .where(inArray(dataExports.id, expired))
        .returning({ fileKey: dataExports.fileKey });
      for (const row of deleted) {
        if (row.fileKey) await privateStorage.delete(row.fileKey).catch(() => undefined);
      }
      total += deleted.length;
      if (deleted.length < 100) return total;
    }
  }

  private async eraseDueAccounts(log: FastifyBaseLogger) {
    const { app } = this;
    const failed: string[] = [];
    let erased = 0;
    while (erased + failed.length < ERASURES_PER_PASS) {
      const cutoff = new Date(app.clock.now().getTime() - DELETION_GRACE_MS);
      const after: AfterCommit = [];
      const files: string[] = [];
      const current: { userId: string | null } = { userId: null };
      try {
        const done = await app.db.transaction(async (tx) => {
          const [user] = await tx
            .select()
            .from(users)
            .where(
              and(
                lte(users.deletionRequestedAt, cutoff),
                failed.length > 0 ? notInArray(users.id, failed) : undefined,
              ),
            )
            .orderBy(asc(users.deletionRequestedAt))
            .limit(1)
            .for('update', { skipLocked: true });
          if (!user) return false;
          current.userId = user.id;
          const exports = await tx
            .delete(dataExports)
            .where(eq(dataExports.userId, user.id))
            .returning({ fileKey: dataExports.fileKey });
          for (const row of exports) if (row.fileKey) files.push(row.fileKey);
          // Already erased (by an admin meanwhile): only the request is left to clear.
          if (user.email !== erasedEmail(user.id)) await eraseAtOwnersRequest(app, tx, user, after);
          await tx
            .update(users)
            .set({ deletionRequestedAt: null })
            .where(and(eq(users.id, user.id), isNotNull(users.deletionRequestedAt)));
          return true;
        });
        if (!done) break;
        erased += 1;
        for (const key of files) await app.privateStorage.delete(key).catch(() => undefined);
        for (const effect of after) await effect();
        log.info({ userId: current.userId }, 'account erased at its owner’s request');
      } catch (error) {
        if (!current.userId) throw error;
        log.error({ err: error, userId: current.userId }, 'account erasure failed');
        failed.push(current.userId);
      }
    }
    return erased;
  }
}
