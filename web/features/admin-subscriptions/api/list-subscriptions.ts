import { type AdminSubscriptionsQuery, adminBillingApi } from '@common/api/admin-billing';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';

export type SubscriptionsQuery = AdminListQuery<AdminSubscriptionsQuery>;

/** GET /api/admin/subscriptions: askers' and advisers' subscriptions, filtered, sorted and paged. */
export const useSubscriptionsQuery = adminListHook(
  adminBillingApi.subscriptions,
  'Nem sikerült betölteni az előfizetéseket.',
);
