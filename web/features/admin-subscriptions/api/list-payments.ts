import type { AdminPayment, SubscriptionPaymentStatus } from '@common/api/subscriptions';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';
import { adminSubscriptionsKeys } from './query-keys';

export type PaymentsPage = ListPage<AdminPayment>;

export interface PaymentsQuery {
  page: number;
  limit: number;
  status?: SubscriptionPaymentStatus | undefined;
}

/** GET /api/admin/payments: every payment of the checkout, newest first. */
export function listPayments(query: PaymentsQuery, signal?: AbortSignal) {
  return api.request<PaymentsPage>('/api/admin/payments', {
    query: { ...query },
    signal,
    errorMessage: 'Nem sikerült betölteni a befizetéseket.',
  });
}

export function usePaymentsQuery(query: PaymentsQuery) {
  return usePagedListQuery(adminSubscriptionsKeys.payments(query), (signal) => listPayments(query, signal));
}
