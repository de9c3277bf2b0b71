import { type AdminAuditLogQuery, adminAuditApi } from '@common/api/admin-audit';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';

export type AuditLogQuery = AdminListQuery<AdminAuditLogQuery>;

/** GET /api/admin/audit-log: the whole audit log, newest first, filtered and paged by the server. */
export const useAuditLogQuery = adminListHook(adminAuditApi.list, 'Nem sikerült betölteni a változásnaplót.');
