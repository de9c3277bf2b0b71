import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentRequest } from './appointment-request';
import { adminConsultationsKeys } from './query-keys';

/** POST /api/admin/appointments/{id}/cancel {reason?}: cancelled by the system; both parties are mailed. */
export function cancelAppointment({ id, reason }: { id: string; reason?: string }) {
  return appointmentRequest(id, 'cancel', { reason });
}

export function useCancelAppointmentMutation() {
  return useInvalidatingMutation(cancelAppointment, [adminConsultationsKeys.all]);
}
