import { adminAppointmentsApi } from '@common/api/admin-appointments';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAppointmentsKey } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/cancel {reason?}: cancelled by the system; both parties are mailed.
 * Silent, as every action here: the dialog shows the error.
 */
export function cancelAppointment({ id, reason }: { id: string; reason?: string }) {
  return call(adminAppointmentsApi.cancel, { params: { id }, body: { reason } }, { silent: true });
}

export function useCancelAppointmentMutation() {
  return useInvalidatingMutation(cancelAppointment, [adminAppointmentsKey]);
}
