import type { AdminPackage, AdminPackagesQuery } from '@common/api/admin-billing';
import { type AdminListQuery, useAdminListQuery } from '@web/components/admin-list-query';
import { adminSubscriptionsKeys } from './query-keys';

export type PackagesQuery = AdminListQuery<AdminPackagesQuery>;

/** GET /api/admin/subscription-packages: every package (inactive too) with its payment count. */
export function usePackagesQuery(query: PackagesQuery) {
  return useAdminListQuery<AdminPackage>(
    adminSubscriptionsKeys.packages(query),
    '/api/admin/subscription-packages',
    query,
    'Nem sikerült betölteni az előfizetési csomagokat.',
  );
}
