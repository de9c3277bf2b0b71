import type { AskerBillingAddress } from '@common/api/advisers';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { askerAccountKeys } from './query-keys';

export interface BillingAnswer {
  success: true;
  message: string;
  billingAddress: AskerBillingAddress;
}

/** POST /api/kerdezok/billing-address: the asker's billing data. */
export function saveBillingAddress(billingAddress: AskerBillingAddress) {
  return api.request<BillingAnswer>('/api/kerdezok/billing-address', {
    method: 'POST',
    body: { billingAddress },
  });
}

export function useSaveBillingAddressMutation() {
  return useInvalidatingMutation(saveBillingAddress, [askerAccountKeys.all]);
}
