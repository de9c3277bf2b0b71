import type { AdminAppointment, AdminAppointmentsQuery } from '@common/api/admin-appointments';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';
import { adminConsultationsKeys } from './query-keys';

export type AppointmentsPage = ListPage<AdminAppointment>;

export type AppointmentsQuery = Partial<AdminAppointmentsQuery> &
  Pick<AdminAppointmentsQuery, 'page' | 'limit'>;

/** GET /api/admin/appointments: every appointment, filtered, sorted and paged by the server. */
export function listAppointments(query: AppointmentsQuery, signal?: AbortSignal) {
  return api.request<AppointmentsPage>('/api/admin/appointments', {
    query: { ...query },
    signal,
    errorMessage: 'Hiba történt az időpontok betöltésekor',
  });
}

export function useAppointmentsQuery(query: AppointmentsQuery) {
  return usePagedListQuery(adminConsultationsKeys.list(query), (signal) => listAppointments(query, signal));
}
