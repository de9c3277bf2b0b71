import type { AdminType, AdminTypesQuery } from '@common/api/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminTypesKeys } from './query-keys';

export interface TypesPage {
  success: true;
  data: AdminType[];
  page: number;
  totalPages: number;
  totalCount: number;
}

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
  return useQuery({
    queryKey: adminTypesKeys.list(query),
    queryFn: ({ signal }) => listTypes(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
