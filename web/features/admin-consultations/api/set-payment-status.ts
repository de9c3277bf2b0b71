import type { PaymentStatus } from '@common/constants';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentRequest } from './appointment-request';
import { adminConsultationsKeys } from './query-keys';

/** POST /api/admin/appointments/{id}/payment-status {paymentStatus, reason}: audited with the reason. */
export function setPaymentStatus({
  id,
  paymentStatus,
  reason,
}: {
  id: string;
  paymentStatus: PaymentStatus;
  reason: string;
}) {
  return appointmentRequest(id, 'payment-status', { paymentStatus, reason });
}

export function useSetPaymentStatusMutation() {
  return useInvalidatingMutation(setPaymentStatus, [adminConsultationsKeys.all]);
}
