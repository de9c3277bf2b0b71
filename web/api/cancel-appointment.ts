import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { callById } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentsKey } from './appointment-window';

/** DELETE /api/appointments/{id}: the adviser or the asker cancels a booking. */
export function useCancelAppointmentMutation() {
  return useInvalidatingMutation(
    callById(appointmentsApi.cancel, { errorMessage: messages.appointments.deleteFailed }),
    [appointmentsKey],
  );
}
