import { adminAppointmentsApi } from '@common/api/admin-appointments';
import type { PaymentStatus } from '@common/constants';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAppointmentsKey } from './query-keys';

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
  return call(
    adminAppointmentsApi.paymentStatus,
    { params: { id }, body: { paymentStatus, reason } },
    { silent: true },
  );
}

export function useSetPaymentStatusMutation() {
  return useInvalidatingMutation(setPaymentStatus, [adminAppointmentsKey]);
}
