import { type Audience, subscriptionsApi } from '@common/api/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/subscription-packages?audience=…: the active packages (gross price, VAT, net). */
export function usePackagesQuery(audience: Audience) {
  return useQuery(
    endpointQuery(
      subscriptionsApi.packages,
      { query: { audience } },
      { errorMessage: 'Nem sikerült betölteni az előfizetési csomagokat.', silent: true },
    ),
  );
}
