import type { BillingAddress } from '@common/api/advisers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { askerAccountKeys } from './query-keys';

export interface BillingAnswer {
  success: true;
  message: string;
  billingAddress: BillingAddress;
}

/** POST /api/kerdezok/billing-address: the asker's seven billing fields. */
export function saveBillingAddress(billingAddress: BillingAddress) {
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
