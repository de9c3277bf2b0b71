import type { AuditEntry } from '@common/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminAdvisersKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = 10;

/**
 * GET /api/admin/users/{userId}/audit: the admin changes of the adviser's account and adviser row
 * (activation, approval, deactivation …), newest first.
 */
export function getAdviserAudit(userId: string, page: number, signal?: AbortSignal) {
  return api.request<{
    success: true;
    data: AuditEntry[];
    page: number;
    totalPages: number;
    totalCount: number;
  }>(`/api/admin/users/${encodeURIComponent(userId)}/audit`, {
    query: { page, limit: AUDIT_PAGE_SIZE },
    signal,
    errorMessage: 'Nem sikerült betölteni az előzményeket.',
  });
}

export function useAdviserAuditQuery(userId: string | null, page: number) {
  return useQuery({
    queryKey: adminAdvisersKeys.audit(userId ?? '', page),
    queryFn: ({ signal }) => getAdviserAudit(userId ?? '', page, signal),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
