import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { weekRange } from '../lib/calendar-week';
import { calendarKeys } from './query-keys';

/**
 * GET /api/appointments?startDate&endDate: the adviser's live appointments of one week (Monday 00:00
 * to the next Monday 00:00, Budapest time); the server leaves out cancelled and no-show ones.
 */
export async function getWeekAppointments(weekStart: string, signal?: AbortSignal): Promise<Appointment[]> {
  const answer = await api.request<{ appointments?: Appointment[] }>('/api/appointments', {
    query: weekRange(weekStart),
    signal,
    errorMessage: messages.appointments.listFailed,
  });
  return answer?.appointments ?? [];
}

export function useWeekAppointmentsQuery(weekStart: string) {
  return useQuery({
    queryKey: calendarKeys.week(weekStart),
    queryFn: ({ signal }) => getWeekAppointments(weekStart, signal),
    // The grid keeps its place while the next week loads (the status line says it is loading).
    placeholderData: keepPreviousData,
    // The failure was already shown (toast + "Újrapróbálás").
    retry: false,
  });
}
