import type { AdminAppointment, AdminAppointmentsQuery } from '@common/api/admin-appointments';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';
import { adminConsultationsKeys } from './query-keys';

export type AppointmentsQuery = AdminListQuery<AdminAppointmentsQuery>;

/** GET /api/admin/appointments: every appointment, filtered, sorted and paged by the server. */
export const useAppointmentsQuery = adminListHook<AdminAppointment, AppointmentsQuery>(
  adminConsultationsKeys.list,
  '/api/admin/appointments',
  'Hiba történt az időpontok betöltésekor',
);
