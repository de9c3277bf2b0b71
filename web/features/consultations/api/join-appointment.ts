import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';

/** GET /api/appointments/{id}/join: the meeting URL (a missing one is an error). */
export async function joinAppointment(id: string): Promise<string> {
  const answer = await api.request<{ meetingUrl?: string }>(
    `/api/appointments/${encodeURIComponent(id)}/join`,
    { errorMessage: messages.appointments.joinFailed },
  );
  if (!answer?.meetingUrl) {
    notifyError(messages.appointments.missingMeetingUrl);
    throw new Error(messages.appointments.missingMeetingUrl);
  }
  return answer.meetingUrl;
}

export function useJoinAppointmentMutation() {
  return useMutation({ mutationFn: (id: string) => joinAppointment(id) });
}
