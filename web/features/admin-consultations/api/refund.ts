import { adminAppointmentsApi } from '@common/api/admin-appointments';
import type { AdminRefundBody } from '@common/api/consultation-payments';
import { call, resourceKey } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAppointmentsKey } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/refund {amountHuf, reason}: all or part of what is left of a fee paid
 * through the portal goes back to the asker (audited). Silent: the dialog shows the error.
 */
export function refundAppointment({ id, ...body }: AdminRefundBody & { id: string }) {
  return call(adminAppointmentsApi.refund, { params: { id }, body }, { silent: true });
}

export function useRefundMutation() {
  return useInvalidatingMutation(refundAppointment, [
    adminAppointmentsKey,
    resourceKey('/api/admin/consultation-payments'),
  ]);
}
