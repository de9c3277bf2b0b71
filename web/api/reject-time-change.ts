import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentListKeys } from './query-keys';

/** POST /api/appointments/{id}/reject-time-change {reason?}: declines the proposed new time (the server defaults the reason). */
export function rejectTimeChange({ id, reason }: { id: string; reason?: string }) {
  return api.request<unknown>(`/api/appointments/${encodeURIComponent(id)}/reject-time-change`, {
    method: 'POST',
    body: reason ? { reason } : {},
    errorMessage: messages.appointments.timeChangeRejectFailed,
  });
}

export function useRejectTimeChangeMutation() {
  return useInvalidatingMutation(rejectTimeChange, appointmentListKeys);
}
