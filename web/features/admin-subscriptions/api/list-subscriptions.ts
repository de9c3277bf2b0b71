import type { AdminSubscription, AdminSubscriptionsQuery } from '@common/api/admin-billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminSubscriptionsKeys } from './query-keys';

export interface SubscriptionsPage {
  success: true;
  data: AdminSubscription[];
  page: number;
  totalPages: number;
  totalCount: number;
}

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
  return useQuery({
    queryKey: adminSubscriptionsKeys.list(query),
    queryFn: ({ signal }) => listSubscriptions(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
