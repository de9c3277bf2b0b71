import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { appointmentsKey } from '@web/api/appointment-window';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/** PUT /api/appointments/{id}/confirm: multipart with the invoice PDF in the `invoice` field. */
export async function confirmAppointment({ id, invoice }: { id: string; invoice: File }) {
  const body = new FormData();
  body.append('invoice', invoice);
  return call(
    appointmentsApi.confirm,
    { params: { id }, body },
    { errorMessage: messages.appointments.confirmFailed },
  );
}

export function useConfirmAppointmentMutation() {
  return useInvalidatingMutation(confirmAppointment, [appointmentsKey]);
}
