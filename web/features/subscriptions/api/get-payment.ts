import type { Payment } from '@common/api/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { subscriptionKeys } from './query-keys';

/** GET /api/subscriptions/payments/{id}: one of the caller's payments. */
export async function getPayment(id: string) {
  const answer = await api.request<{ success: true; data: Payment }>(
    `/api/subscriptions/payments/${encodeURIComponent(id)}`,
    { silent: true },
  );
  return answer.data;
}

/** `pollWhilePending`: after a return from the provider's page, until its webhook has arrived. */
export function usePaymentQuery(id: string | null, pollWhilePending = false) {
  return useQuery({
    queryKey: subscriptionKeys.payment(id ?? ''),
    queryFn: () => getPayment(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.status === 'pending' && query.state.dataUpdateCount < 30
        ? 2000
        : false,
  });
}
