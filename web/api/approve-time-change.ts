import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { callById } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentsKey } from './appointment-window';

/** POST /api/appointments/{id}/approve-time-change: the other party accepts the proposed new time. */
export function useApproveTimeChangeMutation() {
  return useInvalidatingMutation(
    callById(appointmentsApi.approveTimeChange, {
      errorMessage: messages.appointments.timeChangeApproveFailed,
    }),
    [appointmentsKey],
  );
}
