import { type AdminAppointmentsQuery, adminAppointmentsApi } from '@common/api/admin-appointments';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';

export type AppointmentsQuery = AdminListQuery<AdminAppointmentsQuery>;

/** GET /api/admin/appointments: every appointment, filtered, sorted and paged by the server. */
export const useAppointmentsQuery = adminListHook(
  adminAppointmentsApi.list,
  'Hiba történt az időpontok betöltésekor',
);
