import { subscriptionsApi } from '@common/api/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

export const PAYMENTS_PER_PAGE = 10;

/** GET /api/subscriptions/payments?page&limit: the caller's payments, newest first. */
export function useMyPaymentsQuery(page: number) {
  return useQuery({
    ...endpointQuery(
      subscriptionsApi.myPayments,
      { query: { page, limit: PAYMENTS_PER_PAGE } },
      { silent: true },
    ),
    placeholderData: keepPreviousData,
  });
}
