import { adminAppointmentsApi } from '@common/api/admin-appointments';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/admin/appointments/{id}: one appointment with the admins' changes to it (while `id` is set). */
export function useAppointmentQuery(id: string | null) {
  return useQuery({
    ...endpointQuery(
      adminAppointmentsApi.detail,
      { params: { id: id ?? '' } },
      { errorMessage: 'Hiba történt az időpont betöltésekor' },
    ),
    enabled: Boolean(id),
    retry: false,
  });
}
