import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentListKeys } from './query-keys';

export interface TimeChangeRequest {
  id: string;
  newStartTime: string;
  reason?: string;
}

/** POST /api/appointments/{id}/request-time-change {newStartTime, reason?}: either party proposes a new time. */
export function requestTimeChange({ id, newStartTime, reason }: TimeChangeRequest) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/request-time-change`, {
    method: 'POST',
    body: reason ? { newStartTime, reason } : { newStartTime },
    errorMessage: messages.appointments.timeChangeRequestFailed,
  });
}

export function useRequestTimeChangeMutation() {
  return useInvalidatingMutation(requestTimeChange, appointmentListKeys);
}
