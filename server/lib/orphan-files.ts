import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { type BackgroundJobDeps, PeriodicJob } from './background-job';
import { type Clock, DAY_MS, HOUR_MS } from './clock';
import type { FileStorage } from './storage';

/** An uploaded file that nothing took this long after its upload is deleted. */
export const ORPHAN_FILE_AFTER_MS = DAY_MS;
/** Rows deleted per statement, so one pass never holds many locks at once. */
const BATCH = 200;

/**
 * Files uploaded ahead of what takes them: chat attachments before their message is sent, booking
 * documents before the booking is made. The table's `storage_key` row is waiting while `owner_column`
 * is null.
 */
export const ORPHAN_FILES = {
  chatAttachments: { job: 'orphan-attachments', table: 'message_attachments', ownerColumn: 'message_id' },
  bookingDocuments: {
    job: 'abandoned-booking-documents',
    table: 'booking_documents',
    ownerColumn: 'appointment_id',
  },
} as const;

/**
 * Deletes uploads that never reached what they were for (the message was never sent, the booking
 * abandoned): their rows and files, hourly, so abandoned uploads cannot fill the disk. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so several instances share the work, and an upload being taken at that
 * moment (its row locked by the send or the booking) is left alone.
 */
export class OrphanFileSweeper extends PeriodicJob<number> {
  constructor(
    private readonly kind: (typeof ORPHAN_FILES)[keyof typeof ORPHAN_FILES],
    private readonly deps: BackgroundJobDeps & { db: Database; clock: Clock; files: FileStorage },
    intervalMs = HOUR_MS,
  ) {
    super(kind.job, deps, { everyMs: intervalMs });
  }

  /** Returns how many uploads were deleted. */
  protected async pass(log: FastifyBaseLogger): Promise<number> {
    const { db, clock, files } = this.deps;
    const table = sql.identifier(this.kind.table);
    const owner = sql.identifier(this.kind.ownerColumn);
    const before = new Date(clock.now().getTime() - ORPHAN_FILE_AFTER_MS).toISOString();
    let total = 0;
    for (;;) {
      const deleted = await queryRows<{ storage_key: string }>(
        db,
        sql`delete from ${table} where id in (
              select id from ${table}
               where ${owner} is null and created_at < ${before}::timestamptz
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
