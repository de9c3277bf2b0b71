import type { AdminAppointmentDetail } from '@common/api/admin-appointments';
import { api } from '@web/lib/api';
import { useByIdQuery } from '@web/lib/query-hooks';
import { adminConsultationsKeys } from './query-keys';

/** GET /api/admin/appointments/{id}: one appointment with the admins' changes to it. */
export function getAppointment(id: string, signal?: AbortSignal) {
  return api.request<{ success: true; data: AdminAppointmentDetail }>(
    `/api/admin/appointments/${encodeURIComponent(id)}`,
    { signal, errorMessage: 'Hiba történt az időpont betöltésekor' },
  );
}

export function useAppointmentQuery(id: string | null) {
  return useByIdQuery(adminConsultationsKeys.detail(id ?? ''), id, getAppointment);
}
