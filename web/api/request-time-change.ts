import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentsKey } from './appointment-window';

export interface TimeChangeRequest {
  id: string;
  newStartTime: string;
  reason?: string;
}

/** POST /api/appointments/{id}/request-time-change {newStartTime, reason?}: either party proposes a new time. */
export function requestTimeChange({ id, newStartTime, reason }: TimeChangeRequest) {
  return call(
    appointmentsApi.requestTimeChange,
    { params: { id }, body: reason ? { newStartTime, reason } : { newStartTime } },
    { errorMessage: messages.appointments.timeChangeRequestFailed },
  );
}

export function useRequestTimeChangeMutation() {
  return useInvalidatingMutation(requestTimeChange, [appointmentsKey]);
}
