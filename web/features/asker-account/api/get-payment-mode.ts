import { useQuery } from '@tanstack/react-query';
import { mySubscriptionQuery } from '@web/api/my-subscription';

/**
 * GET /api/subscriptions/me → paymentProvider: 'demo' (no payment keys: the overview may extend
 * directly, SPEC.md §7) or a real provider (extensions are bought on /kerdezo/elofizetes).
 */
export function usePaymentModeQuery() {
  return useQuery({
    ...mySubscriptionQuery(),
    select: (answer) => answer.data.paymentProvider,
    staleTime: 60_000,
  });
}
