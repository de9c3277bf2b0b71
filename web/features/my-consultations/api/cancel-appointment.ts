import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myConsultationsKeys } from './query-keys';

/** DELETE /api/appointments/{id}: the asker cancels a booking. */
export function cancelAppointment(id: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: messages.appointments.deleteFailed,
  });
}

export function useCancelAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConsultationsKeys.all }),
  });
}
