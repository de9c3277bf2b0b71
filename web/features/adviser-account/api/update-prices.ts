import { adviserApi, type ConsultationPrices } from '@common/api/advisers';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useOwnAdviserMutation } from './own-adviser-mutation';

export const PRICES_UPDATE_FAILED = 'Nem sikerült menteni a díjakat';

/** PUT /api/tanacsadok/{id}/prices: the gross price of each offered type (whole forints; 0: free). */
export function updatePrices(adviserId: string | null, prices: ConsultationPrices['prices']) {
  return call(
    adviserApi.updatePrices,
    { params: { id: requireAdviserId(adviserId) }, body: { prices } },
    { errorMessage: PRICES_UPDATE_FAILED },
  );
}

export function useUpdatePricesMutation() {
  return useOwnAdviserMutation(updatePrices);
}
