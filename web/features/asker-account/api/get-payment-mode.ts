import type { PaymentProviderName } from '@common/api/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { askerAccountKeys } from './query-keys';

/**
 * GET /api/subscriptions/me → paymentProvider: 'demo' (no payment keys: the overview may extend
 * directly, SPEC.md §7) or a real provider (extensions are bought on /kerdezo/elofizetes).
 */
export async function getPaymentMode() {
  const answer = await api.request<{ data: { paymentProvider: PaymentProviderName } }>(
    '/api/subscriptions/me',
    { silent: true },
  );
  return answer.data.paymentProvider;
}

export function usePaymentModeQuery() {
  return useQuery({
    queryKey: [...askerAccountKeys.all, 'payment-mode'],
    queryFn: getPaymentMode,
    staleTime: 60_000,
  });
}
