import type { AdminAppointment } from '@common/api/admin-appointments';
import type { PaymentStatus } from '@common/constants';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
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
  return api.request<{ success: true; message: string; data: AdminAppointment }>(
    `/api/admin/appointments/${encodeURIComponent(id)}/payment-status`,
    { method: 'POST', body: { paymentStatus, reason }, silent: true },
  );
}

export function useSetPaymentStatusMutation() {
  return useInvalidatingMutation(setPaymentStatus, [adminConsultationsKeys.all]);
}
