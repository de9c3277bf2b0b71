import type { AdminSubscription, AdminSubscriptionsQuery } from '@common/api/admin-billing';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';
import { adminSubscriptionsKeys } from './query-keys';

export type SubscriptionsQuery = AdminListQuery<AdminSubscriptionsQuery>;

/** GET /api/admin/subscriptions: askers' and advisers' subscriptions, filtered, sorted and paged. */
export const useSubscriptionsQuery = adminListHook<AdminSubscription, SubscriptionsQuery>(
  adminSubscriptionsKeys.list,
  '/api/admin/subscriptions',
  'Nem sikerült betölteni az előfizetéseket.',
);
