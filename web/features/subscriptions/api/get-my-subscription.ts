import type { SubscriptionState } from '@common/api/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { subscriptionKeys } from './query-keys';

/** GET /api/subscriptions/me: status, expiry and days left of the signed-in asker or adviser. */
export async function getMySubscription() {
  const answer = await api.request<{ success: true; data: SubscriptionState }>('/api/subscriptions/me', {
    silent: true,
  });
  return answer.data;
}

export function useMySubscriptionQuery() {
  return useQuery({ queryKey: subscriptionKeys.me, queryFn: getMySubscription });
}
