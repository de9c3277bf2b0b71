import type { CheckoutResult } from '@common/api/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/**
 * POST /api/subscriptions/checkout {packageId, idempotencyKey}: opens the payment; the same key (a
 * retry after a lost answer or a double click) gives the same payment.
 */
export async function startCheckout(body: { packageId: string; idempotencyKey: string }) {
  return api.request<CheckoutResult & { success: true }>('/api/subscriptions/checkout', {
    method: 'POST',
    body,
    errorMessage: 'Nem sikerült elindítani a fizetést.',
  });
}

export function useStartCheckoutMutation() {
  return useMutation({ mutationFn: startCheckout });
}
