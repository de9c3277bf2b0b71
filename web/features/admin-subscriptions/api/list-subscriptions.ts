import type { AdminSubscription, AdminSubscriptionsQuery } from '@common/api/admin-billing';
import { type AdminListQuery, useAdminListQuery } from '@web/components/admin-list-query';
import { adminSubscriptionsKeys } from './query-keys';

export type SubscriptionsQuery = AdminListQuery<AdminSubscriptionsQuery>;

/** GET /api/admin/subscriptions: askers' and advisers' subscriptions, filtered, sorted and paged. */
export function useSubscriptionsQuery(query: SubscriptionsQuery) {
  return useAdminListQuery<AdminSubscription>(
    adminSubscriptionsKeys.list(query),
    '/api/admin/subscriptions',
    query,
    'Nem sikerült betölteni az előfizetéseket.',
  );
}
