import type { AdminPackage, AdminPackagesQuery } from '@common/api/admin-billing';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';
import { adminSubscriptionsKeys } from './query-keys';

export type PackagesQuery = AdminListQuery<AdminPackagesQuery>;

/** GET /api/admin/subscription-packages: every package (inactive too) with its payment count. */
export const usePackagesQuery = adminListHook<AdminPackage, PackagesQuery>(
  adminSubscriptionsKeys.packages,
  '/api/admin/subscription-packages',
  'Nem sikerült betölteni az előfizetési csomagokat.',
);
