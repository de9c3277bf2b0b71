import { adminAppointmentsApi } from '@common/api/admin-appointments';
import type { NoShowParty } from '@common/constants';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAppointmentsKey } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/no-show {party, reason?}: only a started, confirmed or completed
 * appointment; `party` says who did not turn up.
 */
export function markNoShow({ id, party, reason }: { id: string; party: NoShowParty; reason?: string }) {
  return call(adminAppointmentsApi.noShow, { params: { id }, body: { party, reason } }, { silent: true });
}

export function useMarkNoShowMutation() {
  return useInvalidatingMutation(markNoShow, [adminAppointmentsKey]);
}
