import type { AdminAdviser } from '@common/api/admin';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';
import type { AdvisersQuery } from '../list-state';
import { adminAdvisersKeys } from './query-keys';

export type AdvisersPage = ListPage<AdminAdviser>;

/** GET /api/admin/advisers: one page of advisers, filtered by state, searched and sorted by the server. */
export function listAdvisers(query: AdvisersQuery, signal?: AbortSignal) {
  return api.request<AdvisersPage>('/api/admin/advisers', {
    query: { ...query },
    signal,
    errorMessage: messages.advisers.loadFailed,
  });
}

export function useAdvisersQuery(query: AdvisersQuery) {
  return usePagedListQuery(adminAdvisersKeys.list(query), (signal) => listAdvisers(query, signal));
}
