import type { Payment } from '@common/api/subscriptions';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { subscriptionKeys } from './query-keys';

/** POST /api/subscriptions/demo/{id}/cancel: "Mégse" on the test payment page. */
export function cancelDemoPayment(id: string) {
  return api.request<{ success: true; message: string; data: Payment }>(
    `/api/subscriptions/demo/${encodeURIComponent(id)}/cancel`,
    { method: 'POST', errorMessage: 'Nem sikerült megszakítani a fizetést.' },
  );
}

export function useCancelDemoPaymentMutation() {
  return useInvalidatingMutation(cancelDemoPayment, [subscriptionKeys.all]);
}
