import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { consultationKeys } from './query-keys';

/** POST /api/appointments/{id}/request-time-change {newStartTime, reason?}: the adviser proposes a new time. */
export async function requestTimeChange(id: string, newStartTime: string, reason?: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/request-time-change`, {
    method: 'POST',
    body: reason ? { newStartTime, reason } : { newStartTime },
    errorMessage: messages.appointments.timeChangeRequestFailed,
  });
}

export function useRequestTimeChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, newStartTime, reason }: { id: string; newStartTime: string; reason?: string }) =>
      requestTimeChange(id, newStartTime, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
