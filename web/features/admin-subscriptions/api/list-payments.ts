import type { AdminPayment, SubscriptionPaymentStatus } from '@common/api/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminSubscriptionsKeys } from './query-keys';

export interface PaymentsPage {
  success: true;
  data: AdminPayment[];
  page: number;
  totalPages: number;
  totalCount: number;
}

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
  return useQuery({
    queryKey: adminSubscriptionsKeys.payments(query),
    queryFn: ({ signal }) => listPayments(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
