import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentListKeys } from './query-keys';

/** DELETE /api/appointments/{id}: the adviser or the asker cancels a booking. */
export function cancelAppointment(id: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: messages.appointments.deleteFailed,
  });
}

export function useCancelAppointmentMutation() {
  return useInvalidatingMutation(cancelAppointment, appointmentListKeys);
}
