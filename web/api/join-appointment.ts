import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/endpoint';
import { notifyError } from '@web/lib/notify';

/**
 * GET /api/appointments/{id}/join: the meeting URL, for either party ("Csatlakozás" on both sides' lists);
 * a missing one is an error (SPEC.md §5).
 */
export async function joinAppointment(id: string): Promise<string> {
  const answer = await call(
    appointmentsApi.join,
    { params: { id } },
    { errorMessage: messages.appointments.joinFailed },
  );
  if (!answer.meetingUrl) {
    notifyError(messages.appointments.missingMeetingUrl);
    throw new Error(messages.appointments.missingMeetingUrl);
  }
  return answer.meetingUrl;
}

export function useJoinAppointmentMutation() {
  return useMutation({ mutationFn: joinAppointment });
}
