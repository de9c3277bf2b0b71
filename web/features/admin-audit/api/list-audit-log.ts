import type { AdminAuditLogQuery, AuditLogEntry } from '@common/api/admin-audit';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';
import { adminAuditKeys } from './query-keys';

export type AuditLogQuery = AdminListQuery<AdminAuditLogQuery>;

/** GET /api/admin/audit-log: the whole audit log, newest first, filtered and paged by the server. */
export const useAuditLogQuery = adminListHook<AuditLogEntry, AuditLogQuery>(
  adminAuditKeys.list,
  '/api/admin/audit-log',
  'Nem sikerült betölteni a változásnaplót.',
);
