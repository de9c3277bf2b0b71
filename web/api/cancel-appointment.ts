import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentsKey } from './appointment-window';

/** DELETE /api/appointments/{id}: the adviser or the asker cancels a booking. */
export function cancelAppointment(id: string) {
  return call(
    appointmentsApi.cancel,
    { params: { id } },
    { errorMessage: messages.appointments.deleteFailed },
  );
}

export function useCancelAppointmentMutation() {
  return useInvalidatingMutation(cancelAppointment, [appointmentsKey]);
}
