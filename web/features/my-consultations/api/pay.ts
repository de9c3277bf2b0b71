import { consultationPaymentsApi } from '@common/api/consultation-payments';
import { useMutation } from '@tanstack/react-query';
import { callById } from '@web/lib/endpoint';

/** POST /api/appointments/{id}/payment: the checkout of an unpaid booking whose hold still runs. */
export const startPayment = callById(consultationPaymentsApi.pay, {
  errorMessage: 'Nem sikerült megnyitni a fizetési oldalt.',
});

export function usePayMutation() {
  return useMutation({ mutationFn: startPayment });
}
