import type { Payment } from '@common/api/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { subscriptionKeys } from './query-keys';

export const PAYMENTS_PER_PAGE = 10;

export interface PaymentsAnswer {
  success: true;
  data: Payment[];
  page: number;
  totalPages: number;
  totalCount: number;
}

/** GET /api/subscriptions/payments?page&limit: the caller's payments, newest first. */
export function getMyPayments(page: number) {
  return api.request<PaymentsAnswer>('/api/subscriptions/payments', {
    query: { page, limit: PAYMENTS_PER_PAGE },
    silent: true,
  });
}

export function useMyPaymentsQuery(page: number) {
  return useQuery({
    queryKey: subscriptionKeys.payments(page),
    queryFn: () => getMyPayments(page),
    placeholderData: keepPreviousData,
  });
}
