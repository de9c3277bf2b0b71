import { subscriptionsApi } from '@common/api/subscriptions';
import { callById, resourceKey } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/** POST /api/subscriptions/demo/{id}/cancel: "Mégse" on the test payment page. */
export const cancelDemoPayment = callById(subscriptionsApi.cancelDemo, {
  errorMessage: 'Nem sikerült megszakítani a fizetést.',
});

export function useCancelDemoPaymentMutation() {
  return useInvalidatingMutation(cancelDemoPayment, [resourceKey('/api/subscriptions')]);
}
