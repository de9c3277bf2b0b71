import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { consultationKeys } from './query-keys';

/** GET /api/appointments?startDate&endDate: the adviser's own live appointments in the window. */
export async function getAppointments(startDate: string, endDate: string): Promise<Appointment[]> {
  const answer = await api.request<{ appointments?: Appointment[] }>('/api/appointments', {
    query: { startDate, endDate },
    errorMessage: messages.appointments.listFailed,
  });
  return answer?.appointments ?? [];
}

export function useAppointmentsQuery(startDate: string, endDate: string) {
  return useQuery({
    queryKey: consultationKeys.list(startDate, endDate),
    queryFn: () => getAppointments(startDate, endDate),
  });
}

/**
 * GET /api/appointments?status=no_show: the adviser's no-shows in the window, which the date-range
 * list leaves out. Silent: the list is shown without them when this fails.
 */
export async function getNoShows(startDate: string, endDate: string): Promise<Appointment[]> {
  const status: Appointment['status'] = 'no_show';
  const answer = await api.request<{ appointments?: Appointment[] }>('/api/appointments', {
    query: { startDate, endDate, status },
    silent: true,
  });
  return answer?.appointments ?? [];
}

export function useNoShowsQuery(startDate: string, endDate: string) {
  return useQuery({
    queryKey: consultationKeys.noShows(startDate, endDate),
    queryFn: () => getNoShows(startDate, endDate),
  });
}
