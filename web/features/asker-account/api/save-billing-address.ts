import type { AskerBillingAddress } from '@common/api/advisers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: askerAccountKeys.all }),
  });
}
