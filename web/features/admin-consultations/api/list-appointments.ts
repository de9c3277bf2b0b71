import type { AdminAppointment, AdminAppointmentsQuery } from '@common/api/admin-appointments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminConsultationsKeys } from './query-keys';

export interface AppointmentsPage {
  success: true;
  data: AdminAppointment[];
  page: number;
  totalPages: number;
  totalCount: number;
}

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
  return useQuery({
    queryKey: adminConsultationsKeys.list(query),
    queryFn: ({ signal }) => listAppointments(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
