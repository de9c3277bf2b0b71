import type { AdminAppointment } from '@common/api/admin-appointments';
import type { NoShowParty } from '@common/constants';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminConsultationsKeys } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/no-show {party, reason?}: only a started, confirmed or completed
 * appointment; `party` says who did not turn up.
 */
export function markNoShow({ id, party, reason }: { id: string; party: NoShowParty; reason?: string }) {
  return api.request<{ success: true; message: string; data: AdminAppointment }>(
    `/api/admin/appointments/${encodeURIComponent(id)}/no-show`,
    { method: 'POST', body: { party, reason }, silent: true },
  );
}

export function useMarkNoShowMutation() {
  return useInvalidatingMutation(markNoShow, [adminConsultationsKeys.all]);
}
