import type { AdminPackage, AdminPackagesQuery } from '@common/api/admin-billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminSubscriptionsKeys } from './query-keys';

export interface PackagesPage {
  success: true;
  data: AdminPackage[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export type PackagesQuery = Partial<AdminPackagesQuery> & Pick<AdminPackagesQuery, 'page' | 'limit'>;

/** GET /api/admin/subscription-packages: every package (inactive too) with its payment count. */
export function listPackages(query: PackagesQuery, signal?: AbortSignal) {
  return api.request<PackagesPage>('/api/admin/subscription-packages', {
    query: { ...query },
    signal,
    errorMessage: 'Nem sikerült betölteni az előfizetési csomagokat.',
  });
}

export function usePackagesQuery(query: PackagesQuery) {
  return useQuery({
    queryKey: adminSubscriptionsKeys.packages(query),
    queryFn: ({ signal }) => listPackages(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
