import { type SubscriptionPaymentStatus, subscriptionsApi } from '@common/api/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

export interface PaymentsQuery {
  page: number;
  limit: number;
  status?: SubscriptionPaymentStatus | undefined;
}

/**
 * GET /api/admin/payments: every payment of the checkout, newest first. The previous page stays on
 * screen while the next one loads; a failure is not tried again (as `usePagedListQuery`).
 */
export function usePaymentsQuery(query: PaymentsQuery) {
  return useQuery({
    ...endpointQuery(
      subscriptionsApi.adminPayments,
      { query },
      { errorMessage: 'Nem sikerült betölteni a befizetéseket.' },
    ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
