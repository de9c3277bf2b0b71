import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { consultationKeys } from './query-keys';

/** PUT /api/appointments/{id}/confirm: multipart with the invoice PDF in the `invoice` field. */
export async function confirmAppointment(id: string, invoice: File) {
  const body = new FormData();
  body.append('invoice', invoice);
  return api.request<{ message?: string; data?: unknown }>(
    `/api/appointments/${encodeURIComponent(id)}/confirm`,
    { method: 'PUT', body, errorMessage: messages.appointments.confirmFailed },
  );
}

export function useConfirmAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, invoice }: { id: string; invoice: File }) => confirmAppointment(id, invoice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
