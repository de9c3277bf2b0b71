import type { AskerBillingAddress } from '@common/api/advisers';
import { askersApi } from '@common/api/askers';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { askersKey } from './get-asker';

/** POST /api/kerdezok/billing-address: the asker's billing data. */
export function saveBillingAddress(billingAddress: AskerBillingAddress) {
  return call(askersApi.saveBilling, { body: { billingAddress } });
}

export function useSaveBillingAddressMutation() {
  return useInvalidatingMutation(saveBillingAddress, [askersKey]);
}
