import { subscriptionsApi } from '@common/api/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@web/lib/auth-store';
import { call, resourceKey } from '@web/lib/endpoint';

/** POST /api/subscriptions/demo/{id}/complete: the demo provider's test payment (no real charge). */
export function completeDemoPayment(id: string) {
  return call(
    subscriptionsApi.completeDemo,
    { params: { id } },
    { errorMessage: 'Nem sikerült a tesztfizetés.' },
  );
}

export function useCompleteDemoPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDemoPayment,
    onSuccess: (answer) => {
      // The stored session knows the subscription too (the booking page reads it).
      const { user, setUser } = useAuthStore.getState();
      if (user && answer.subscription.role === 'kerdezo') {
        setUser({
          ...user,
          subscriptionStatus: {
            status: answer.subscription.subscriptionStatus,
            expirationDate: answer.subscription.expirationDate,
          },
        });
      }
      return queryClient.invalidateQueries({ queryKey: resourceKey('/api/subscriptions') });
    },
  });
}
