import type { AdminAppointment } from '@common/api/admin-appointments';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminConsultationsKeys } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/attended {reason?}: corrects a no-show, the consultation did take
 * place (status completed, no missing party). Only a no-show whose end has passed (else 409).
 */
export function markAttended({ id, reason }: { id: string; reason?: string }) {
  return api.request<{ success: true; message: string; data: AdminAppointment }>(
    `/api/admin/appointments/${encodeURIComponent(id)}/attended`,
    { method: 'POST', body: { reason }, silent: true },
  );
}

export function useMarkAttendedMutation() {
  return useInvalidatingMutation(markAttended, [adminConsultationsKeys.all]);
}
