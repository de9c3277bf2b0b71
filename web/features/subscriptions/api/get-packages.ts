import type { Audience, PaymentProviderName, SubscriptionPackage } from '@common/api/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { subscriptionKeys } from './query-keys';

export interface PackagesAnswer {
  success: true;
  data: SubscriptionPackage[];
  paymentProvider: PaymentProviderName;
}

/** GET /api/subscription-packages?audience=…: the active packages (gross price, VAT, net). */
export function getPackages(audience: Audience) {
  return api.request<PackagesAnswer>('/api/subscription-packages', {
    query: { audience },
    errorMessage: 'Nem sikerült betölteni az előfizetési csomagokat.',
    silent: true,
  });
}

export function usePackagesQuery(audience: Audience) {
  return useQuery({ queryKey: subscriptionKeys.packages(audience), queryFn: () => getPackages(audience) });
}
