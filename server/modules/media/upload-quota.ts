import type { Role } from '@common/constants';
import { messages } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';

/** Stored bytes allowed per role (UPLOAD_QUOTA_BYTES; tests pass small ones). */
export type UploadQuota = Readonly<Record<Role, number>>;

/** A limit as people read it: "50 MB" (or KB below a megabyte). */
export function formatBytes(bytes: number) {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const uploadQuotaExceeded = (limit: number) =>
  new AppError(413, 'UPLOAD_QUOTA_EXCEEDED', messages.media.uploadQuota(formatBytes(limit)));

/**
 * The user's upload lock, held until the caller's transaction ends: parallel uploads of one user (images
 * and chat files) are counted and stored one after the other, so together they cannot pass a limit.
 */
export async function lockUploads(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`);
}

/**
 * Under the lock of `lockUploads`: refuses `incoming` bytes past the user's quota. Counted are the
 * user's images (main files) and the chat attachments they uploaded, sent or not yet.
 */
export async function assertUploadFits(
  tx: Database,
  user: { id: string; role: Role },
  incoming: number,
  quota: UploadQuota,
) {
  const [row] = await queryRows<{ bytes: string | number }>(
    tx,
    sql`select (coalesce((select sum(size_bytes) from media where user_id = ${user.id}), 0)
              + coalesce((select sum(size) from message_attachments where uploader_id = ${user.id}), 0)) as bytes`,
  );
  const limit = quota[user.role];
  if (Number(row?.bytes ?? 0) + incoming > limit) throw uploadQuotaExceeded(limit);
}
