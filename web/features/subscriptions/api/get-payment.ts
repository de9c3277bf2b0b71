import { subscriptionsApi } from '@common/api/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/subscriptions/payments/{id}: one of the caller's payments. `pollWhilePending`: after a return
 * from the provider's page, until its webhook has arrived.
 */
export function usePaymentQuery(id: string | null, pollWhilePending = false) {
  return useQuery({
    ...endpointQuery(subscriptionsApi.payment, { params: { id: id ?? '' } }, { silent: true }),
    select: (answer) => answer.data,
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.data.status === 'pending' && query.state.dataUpdateCount < 30
        ? 2000
        : false,
  });
}
