import { type CheckoutBody, subscriptionsApi } from '@common/api/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/endpoint';

/**
 * POST /api/subscriptions/checkout {packageId, idempotencyKey}: opens the payment; the same key (a
 * retry after a lost answer or a double click) gives the same payment.
 */
export function startCheckout(body: CheckoutBody) {
  return call(subscriptionsApi.checkout, { body }, { errorMessage: 'Nem sikerült elindítani a fizetést.' });
}

export function useStartCheckoutMutation() {
  return useMutation({ mutationFn: startCheckout });
}
