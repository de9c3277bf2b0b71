import type { AdminAppointment } from '@common/api/admin-appointments';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminConsultationsKeys } from './query-keys';

/** POST /api/admin/appointments/{id}/cancel {reason?}: cancelled by the system; both parties are mailed. */
export function cancelAppointment({ id, reason }: { id: string; reason?: string }) {
  return api.request<{ success: true; message: string; data: AdminAppointment }>(
    `/api/admin/appointments/${encodeURIComponent(id)}/cancel`,
    { method: 'POST', body: { reason }, silent: true },
  );
}

export function useCancelAppointmentMutation() {
  return useInvalidatingMutation(cancelAppointment, [adminConsultationsKeys.all]);
}
