import type { DataExport } from '@common/api/account';
import type { dataExports } from '../../db/schema';

/**
 * The state of the user's newest export. An expired one counts as none (its file is gone or about to
 * go); while pending, `expires_at` is the worker's lease, not a validity, so it is not shown.
 */
export function presentDataExport(row: typeof dataExports.$inferSelect | null, now: Date): DataExport {
  if (!row) return { status: 'none', createdAt: null, expiresAt: null };
  if (row.status !== 'pending' && row.expiresAt && row.expiresAt <= now) {
    return { status: 'none', createdAt: null, expiresAt: null };
  }
  return {
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
  };
}
