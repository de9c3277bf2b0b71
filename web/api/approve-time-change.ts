import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentListKeys } from './query-keys';

/** POST /api/appointments/{id}/approve-time-change: the other party accepts the proposed new time. */
export function approveTimeChange(id: string) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/approve-time-change`, {
    method: 'POST',
    errorMessage: messages.appointments.timeChangeApproveFailed,
  });
}

export function useApproveTimeChangeMutation() {
  return useInvalidatingMutation(approveTimeChange, appointmentListKeys);
}
