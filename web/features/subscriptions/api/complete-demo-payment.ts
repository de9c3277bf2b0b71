import { subscriptionsApi } from '@common/api/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSubscriptionStatus } from '@web/lib/auth-store';
import { callById, resourceKey } from '@web/lib/endpoint';

/** POST /api/subscriptions/demo/{id}/complete: the demo provider's test payment (no real charge). */
export const completeDemoPayment = callById(subscriptionsApi.completeDemo, {
  errorMessage: 'Nem sikerült a tesztfizetés.',
});

export function useCompleteDemoPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDemoPayment,
    onSuccess: (answer) => {
      if (answer.subscription.role === 'kerdezo') storeSubscriptionStatus(answer.subscription);
      return queryClient.invalidateQueries({ queryKey: resourceKey('/api/subscriptions') });
    },
  });
}
