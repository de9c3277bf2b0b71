import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { consultationKeys } from './query-keys';

/** POST /api/appointments/{id}/approve-time-change: accepts the client's new time. */
export async function approveTimeChange(id: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/approve-time-change`, {
    method: 'POST',
    errorMessage: messages.appointments.timeChangeApproveFailed,
  });
}

export function useApproveTimeChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => approveTimeChange(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
