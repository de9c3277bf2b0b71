import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentsKey } from './appointment-window';

/** POST /api/appointments/{id}/reject-time-change {reason?}: declines the proposed new time (the server defaults the reason). */
export function rejectTimeChange({ id, reason }: { id: string; reason?: string }) {
  return call(
    appointmentsApi.rejectTimeChange,
    { params: { id }, body: reason ? { reason } : {} },
    { errorMessage: messages.appointments.timeChangeRejectFailed },
  );
}

export function useRejectTimeChangeMutation() {
  return useInvalidatingMutation(rejectTimeChange, [appointmentsKey]);
}
