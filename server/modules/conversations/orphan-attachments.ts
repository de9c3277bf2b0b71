import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { type BackgroundJobDeps, PeriodicJob } from '../../lib/background-job';
import { type Clock, DAY_MS, HOUR_MS } from '../../lib/clock';
import type { FileStorage } from '../../lib/storage';

/** An uploaded chat file that no message took this long after its upload is deleted. */
export const ORPHAN_ATTACHMENT_AFTER_MS = DAY_MS;
/** Rows deleted per statement, so one pass never holds many locks at once. */
const BATCH = 200;

/**
 * Deletes chat attachments that never reached a message (uploaded, then the message was never sent):
 * their rows and files, hourly, so abandoned uploads cannot fill the disk. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several instances share the work, and an attachment being linked to a
 * message at that moment (its row locked by the send) is left alone.
 */
export class OrphanAttachmentSweeper extends PeriodicJob<number> {
  constructor(
    private readonly deps: BackgroundJobDeps & { db: Database; clock: Clock; files: FileStorage },
    intervalMs = HOUR_MS,
  ) {
    super('orphan-attachments', deps, { everyMs: intervalMs });
  }

  /** Returns how many attachments were deleted. */
  protected async pass(log: FastifyBaseLogger): Promise<number> {
    const { db, clock, files } = this.deps;
    const before = new Date(clock.now().getTime() - ORPHAN_ATTACHMENT_AFTER_MS).toISOString();
    let total = 0;
    for (;;) {
      const deleted = await queryRows<{ storage_key: string }>(
        db,
        sql`delete from message_attachments where id in (
              select id from message_attachments
               where message_id is null and created_at < ${before}::timestamptz
               order by created_at
               limit ${BATCH}
               for update skip locked)
            returning storage_key`,
      );
      // The rows are gone first: a file without its row is never served, a row without its file would be.
      for (const row of deleted) {
        await files
          .delete(row.storage_key)
          .catch((error: unknown) =>
            log.warn({ err: error, key: row.storage_key }, 'orphan file not deleted'),
          );
      }
      total += deleted.length;
      if (deleted.length < BATCH) return total;
    }
  }
}
