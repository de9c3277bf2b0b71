import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { appointmentsKey } from '@web/api/appointment-window';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/**
 * PUT /api/appointments/{id}/confirm: multipart with the invoice PDF in the `invoice` field, or with no
 * part at all when the portal issues the invoice through the adviser's invoicing service.
 */
export async function confirmAppointment({ id, invoice }: { id: string; invoice: File | null }) {
  const body = new FormData();
  if (invoice) body.append('invoice', invoice);
  return call(
    appointmentsApi.confirm,
    { params: { id }, body },
    { errorMessage: messages.appointments.confirmFailed },
  );
}

export function useConfirmAppointmentMutation() {
  return useInvalidatingMutation(confirmAppointment, [appointmentsKey]);
}
