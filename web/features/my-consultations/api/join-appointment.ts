import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /api/appointments/{id}/join: the answer must carry the meeting URL (SPEC.md §5). */
export function joinAppointment(id: string) {
  return api.request<{ meetingUrl?: string | null }>(`/api/appointments/${encodeURIComponent(id)}/join`, {
    errorMessage: messages.appointments.joinFailed,
  });
}

export function useJoinAppointmentMutation() {
  return useMutation({ mutationFn: joinAppointment });
}
