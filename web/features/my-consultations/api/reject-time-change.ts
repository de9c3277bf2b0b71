import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myConsultationsKeys } from './query-keys';

/** POST /api/appointments/{id}/reject-time-change {reason?}: the server defaults the reason. */
export function rejectTimeChange({ id, reason }: { id: string; reason?: string }) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/reject-time-change`, {
    method: 'POST',
    body: reason ? { reason } : {},
    errorMessage: messages.appointments.timeChangeRejectFailed,
  });
}

export function useRejectTimeChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTimeChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConsultationsKeys.all }),
  });
}
