import type { Asker } from '@common/api/advisers';
import type { SubscriptionStatus } from '@common/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useAuthStore } from '@web/lib/auth-store';
import { askerAccountKeys } from './query-keys';

export interface ExtendAnswer {
  success: true;
  message: string;
  expirationDate: string;
  subscriptionStatus: SubscriptionStatus;
  data: Asker;
}

/**
 * POST /api/kerdezok/extend-subscription {days}: adds whole days to the subscription. Until online
 * payment arrives this is the demo behaviour: the days are added without payment.
 */
export function extendSubscription(days: number) {
  return api.request<ExtendAnswer>('/api/kerdezok/extend-subscription', { method: 'POST', body: { days } });
}

export function useExtendSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendSubscription,
    onSuccess: (answer) => {
      // The new state comes from the server's answer (SPEC.md §4).
      const { user, setUser } = useAuthStore.getState();
      if (user) {
        setUser({
          ...user,
          subscriptionStatus: { status: answer.subscriptionStatus, expirationDate: answer.expirationDate },
        });
        if (answer.data) queryClient.setQueryData(askerAccountKeys.asker(user.id), answer.data);
      }
      return queryClient.invalidateQueries({ queryKey: askerAccountKeys.all });
    },
  });
}
