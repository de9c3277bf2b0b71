import { adminAppointmentsApi } from '@common/api/admin-appointments';
import { useEndpointById } from '@web/lib/query-hooks';

/** GET /api/admin/appointments/{id}: one appointment with the admins' changes to it (while `id` is set). */
export function useAppointmentQuery(id: string | null) {
  return useEndpointById(adminAppointmentsApi.detail, id, {
    errorMessage: 'Hiba történt az időpont betöltésekor',
  });
}
