import type { AdminAdviser } from '@common/api/admin';
import { messages } from '@common/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { AdvisersQuery } from '../list-state';
import { adminAdvisersKeys } from './query-keys';

export interface AdvisersPage {
  success: true;
  data: AdminAdviser[];
  page: number;
  totalPages: number;
  totalCount: number;
}

/** GET /api/admin/advisers: one page of advisers, filtered by state, searched and sorted by the server. */
export function listAdvisers(query: AdvisersQuery, signal?: AbortSignal) {
  return api.request<AdvisersPage>('/api/admin/advisers', {
    query: { ...query },
    signal,
    errorMessage: messages.advisers.loadFailed,
  });
}

export function useAdvisersQuery(query: AdvisersQuery) {
  return useQuery({
    queryKey: adminAdvisersKeys.list(query),
    queryFn: ({ signal }) => listAdvisers(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
