import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentsKey } from './appointment-window';

/** POST /api/appointments/{id}/approve-time-change: the other party accepts the proposed new time. */
export function approveTimeChange(id: string) {
  return call(
    appointmentsApi.approveTimeChange,
    { params: { id } },
    { errorMessage: messages.appointments.timeChangeApproveFailed },
  );
}

export function useApproveTimeChangeMutation() {
  return useInvalidatingMutation(approveTimeChange, [appointmentsKey]);
}
