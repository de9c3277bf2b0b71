import type { Payment } from '@common/api/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { subscriptionKeys } from './query-keys';

/** POST /api/subscriptions/demo/{id}/cancel: "Mégse" on the test payment page. */
export function cancelDemoPayment(id: string) {
  return api.request<{ success: true; message: string; data: Payment }>(
    `/api/subscriptions/demo/${encodeURIComponent(id)}/cancel`,
    { method: 'POST', errorMessage: 'Nem sikerült megszakítani a fizetést.' },
  );
}

export function useCancelDemoPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDemoPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
