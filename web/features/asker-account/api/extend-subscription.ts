import { askersApi } from '@common/api/askers';
import { subscriptionsApi } from '@common/api/subscriptions';
import type { Answer } from '@common/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSubscriptionStatus, useAuthStore } from '@web/lib/auth-store';
import { call, queryKeyOf } from '@web/lib/endpoint';
import { askerKey, askersKey } from './get-asker';

/**
 * POST /api/kerdezok/extend-subscription {days}: adds whole days to the subscription. Until online
 * payment arrives this is the demo behaviour: the days are added without payment.
 */
export function extendSubscription(days: number) {
  return call(askersApi.extendSubscription, { body: { days } });
}

export function useExtendSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendSubscription,
    onSuccess: (answer) => {
      // The new state comes from the server's answer (SPEC.md §4).
      storeSubscriptionStatus(answer);
      const { user } = useAuthStore.getState();
      if (user && answer.data) {
        queryClient.setQueryData<Answer<typeof askersApi.asker>>(askerKey(user.id), {
          success: true,
          data: answer.data,
        });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: askersKey }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(subscriptionsApi.me) }),
      ]);
    },
  });
}
