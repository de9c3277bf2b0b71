import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { consultationKeys } from './query-keys';

/** PUT /api/appointments/{id}/confirm: multipart with the invoice PDF in the `invoice` field. */
export async function confirmAppointment({ id, invoice }: { id: string; invoice: File }) {
  const body = new FormData();
  body.append('invoice', invoice);
  return api.request<{ message?: string; data?: unknown }>(
    `/api/appointments/${encodeURIComponent(id)}/confirm`,
    { method: 'PUT', body, errorMessage: messages.appointments.confirmFailed },
  );
}

export function useConfirmAppointmentMutation() {
  return useInvalidatingMutation(confirmAppointment, [consultationKeys.all]);
}
