import type { AdminSubscription, AdminSubscriptionsQuery } from '@common/api/admin-billing';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';
import { adminSubscriptionsKeys } from './query-keys';

export type SubscriptionsPage = ListPage<AdminSubscription>;

export type SubscriptionsQuery = Partial<AdminSubscriptionsQuery> &
  Pick<AdminSubscriptionsQuery, 'page' | 'limit'>;

/** GET /api/admin/subscriptions: askers' and advisers' subscriptions, filtered, sorted and paged. */
export function listSubscriptions(query: SubscriptionsQuery, signal?: AbortSignal) {
  return api.request<SubscriptionsPage>('/api/admin/subscriptions', {
    query: { ...query },
    signal,
    errorMessage: 'Nem sikerült betölteni az előfizetéseket.',
  });
}

export function useSubscriptionsQuery(query: SubscriptionsQuery) {
  return usePagedListQuery(adminSubscriptionsKeys.list(query), (signal) => listSubscriptions(query, signal));
}
