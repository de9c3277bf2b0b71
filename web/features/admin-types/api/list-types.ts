import type { AdminType, AdminTypesQuery } from '@common/api/types';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';

export type TypesPage = ListPage<AdminType>;

export type TypesQuery = Partial<AdminTypesQuery> & Pick<AdminTypesQuery, 'page' | 'limit'>;

/** GET /api/admin/types: every type (archived too) with usage counts, filtered, sorted and paged. */
export function listTypes(query: TypesQuery, signal?: AbortSignal) {
  return api.request<TypesPage>('/api/admin/types', {
    query: { ...query },
    signal,
    errorMessage: 'Nem sikerült betölteni a tanácsadási típusokat.',
  });
}

export function useTypesQuery(query: TypesQuery) {
  return usePagedListQuery(adminTypesKeys.list(query), (signal) => listTypes(query, signal));
}
