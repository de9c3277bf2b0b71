import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { consultationKeys } from './query-keys';

/** DELETE /api/appointments/{id}: cancels the booking. */
export async function deleteAppointment(id: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: messages.appointments.deleteFailed,
  });
}

export function useDeleteAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAppointment(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
