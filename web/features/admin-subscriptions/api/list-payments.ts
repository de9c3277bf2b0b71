import type { AdminPayment, SubscriptionPaymentStatus } from '@common/api/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
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

/**
 * GET /api/admin/payments (the checkout module's list). A server without payments yet answers 404:
 * that is "not available", shown as such, not as an error.
 */
export async function listPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<PaymentsPage | null> {
  try {
    return await api.request<PaymentsPage>('/api/admin/payments', {
      query: { ...query },
      signal,
      silent: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePaymentsQuery(query: PaymentsQuery) {
  return useQuery({
    queryKey: adminSubscriptionsKeys.payments(query),
    queryFn: ({ signal }) => listPayments(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
