import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myConsultationsKeys } from './query-keys';

/** GET /api/appointments/client: the asker's own live appointments in the window. */
export async function getClientAppointments(startDate: string, endDate: string) {
  const answer = await api.request<{ appointments: Appointment[] }>('/api/appointments/client', {
    query: { startDate, endDate },
    errorMessage: messages.appointments.clientListFailed,
  });
  return answer.appointments ?? [];
}

export function useClientAppointmentsQuery(startDate: string, endDate: string) {
  return useQuery({
    queryKey: myConsultationsKeys.list(startDate, endDate),
    queryFn: () => getClientAppointments(startDate, endDate),
  });
}

/**
 * GET /api/appointments/client?status=no_show: the asker's no-shows in the window, which the
 * date-range list leaves out. Silent: the list is shown without them when this fails.
 */
export async function getClientNoShows(startDate: string, endDate: string) {
  const status: Appointment['status'] = 'no_show';
  const answer = await api.request<{ appointments?: Appointment[] }>('/api/appointments/client', {
    query: { startDate, endDate, status },
    silent: true,
  });
  return answer?.appointments ?? [];
}

export function useClientNoShowsQuery(startDate: string, endDate: string) {
  return useQuery({
    queryKey: myConsultationsKeys.noShows(startDate, endDate),
    queryFn: () => getClientNoShows(startDate, endDate),
  });
}
