import { type AdminPackagesQuery, adminBillingApi } from '@common/api/admin-billing';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';

export type PackagesQuery = AdminListQuery<AdminPackagesQuery>;

/** GET /api/admin/subscription-packages: every package (inactive too) with its payment count. */
export const usePackagesQuery = adminListHook(
  adminBillingApi.packages,
  'Nem sikerült betölteni az előfizetési csomagokat.',
);
