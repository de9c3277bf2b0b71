import type { AdminPackage, AdminPackagesQuery } from '@common/api/admin-billing';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';
import { adminSubscriptionsKeys } from './query-keys';

export type PackagesPage = ListPage<AdminPackage>;

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
  return usePagedListQuery(adminSubscriptionsKeys.packages(query), (signal) => listPackages(query, signal));
}
