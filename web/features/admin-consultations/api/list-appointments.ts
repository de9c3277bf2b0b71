import type { AdminAppointment, AdminAppointmentsQuery } from '@common/api/admin-appointments';
import { type AdminListQuery, useAdminListQuery } from '@web/components/admin-list-query';
import { adminConsultationsKeys } from './query-keys';

export type AppointmentsQuery = AdminListQuery<AdminAppointmentsQuery>;

/** GET /api/admin/appointments: every appointment, filtered, sorted and paged by the server. */
export function useAppointmentsQuery(query: AppointmentsQuery) {
  return useAdminListQuery<AdminAppointment>(
    adminConsultationsKeys.list(query),
    '/api/admin/appointments',
    query,
    'Hiba történt az időpontok betöltésekor',
  );
}
