import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myConsultationsKeys } from './query-keys';

export interface TimeChangeRequest {
  id: string;
  newStartTime: string;
  reason?: string;
}

/** POST /api/appointments/{id}/request-time-change {newStartTime, reason?}. */
export function requestTimeChange({ id, newStartTime, reason }: TimeChangeRequest) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/request-time-change`, {
    method: 'POST',
    body: reason ? { newStartTime, reason } : { newStartTime },
    errorMessage: messages.appointments.timeChangeRequestFailed,
  });
}

export function useRequestTimeChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTimeChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConsultationsKeys.all }),
  });
}
