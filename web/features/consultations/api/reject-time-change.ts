import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { consultationKeys } from './query-keys';

/** POST /api/appointments/{id}/reject-time-change {reason}: declines the client's new time. */
export async function rejectTimeChange(id: string, reason?: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/reject-time-change`, {
    method: 'POST',
    body: reason ? { reason } : {},
    errorMessage: messages.appointments.timeChangeRejectFailed,
  });
}

export function useRejectTimeChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => rejectTimeChange(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
}
