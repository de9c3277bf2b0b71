import type { NoShowParty } from '@common/constants';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentRequest } from './appointment-request';
import { adminConsultationsKeys } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/no-show {party, reason?}: only a started, confirmed or completed
 * appointment; `party` says who did not turn up.
 */
export function markNoShow({ id, party, reason }: { id: string; party: NoShowParty; reason?: string }) {
  return appointmentRequest(id, 'no-show', { party, reason });
}

export function useMarkNoShowMutation() {
  return useInvalidatingMutation(markNoShow, [adminConsultationsKeys.all]);
}
