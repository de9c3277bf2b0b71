import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myConsultationsKeys } from './query-keys';

/** POST /api/appointments/{id}/approve-time-change: accept the adviser's new time. */
export function approveTimeChange(id: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/approve-time-change`, {
    method: 'POST',
    errorMessage: messages.appointments.timeChangeApproveFailed,
  });
}

export function useApproveTimeChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTimeChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConsultationsKeys.all }),
  });
}
