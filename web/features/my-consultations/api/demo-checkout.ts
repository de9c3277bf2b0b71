import { consultationPaymentsApi } from '@common/api/consultation-payments';
import { appointmentsKey } from '@web/api/appointment-window';
import { callById } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { paidConsultationsKey } from './get-paid-consultations';

/** POST /api/appointments/{id}/payment/demo/complete: the demo provider's test payment (no real charge). */
export function useCompleteDemoCheckoutMutation() {
  return useInvalidatingMutation(
    callById(consultationPaymentsApi.completeDemo, { errorMessage: 'Nem sikerült a tesztfizetés.' }),
    [appointmentsKey, paidConsultationsKey],
  );
}

/** POST /api/appointments/{id}/payment/demo/cancel: "Mégse": the booking lapses, its time is free again. */
export function useCancelDemoCheckoutMutation() {
  return useInvalidatingMutation(
    callById(consultationPaymentsApi.cancelDemo, { errorMessage: 'Nem sikerült megszakítani a fizetést.' }),
    [appointmentsKey],
  );
}
