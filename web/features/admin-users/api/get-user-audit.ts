import type { AuditEntry } from '@common/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminUsersKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = 10;

export interface AuditPage {
  success: true;
  data: AuditEntry[];
  page: number;
  totalPages: number;
  totalCount: number;
}

/** GET /api/admin/users/{id}/audit: the admin changes of the user (and their adviser/asker data). */
export function getUserAudit(id: string, page: number, signal?: AbortSignal) {
  return api.request<AuditPage>(`/api/admin/users/${encodeURIComponent(id)}/audit`, {
    query: { page, limit: AUDIT_PAGE_SIZE },
    signal,
    errorMessage: 'Nem sikerült betölteni az előzményeket.',
  });
}

export function useUserAuditQuery(id: string | null, page: number) {
  return useQuery({
    queryKey: adminUsersKeys.audit(id ?? '', page),
    queryFn: ({ signal }) => getUserAudit(id ?? '', page, signal),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
