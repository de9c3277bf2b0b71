import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appointmentsQuery } from '@web/api/appointment-window';
import { weekRange } from '../lib/calendar-week';

/**
 * GET /api/appointments?startDate&endDate: the adviser's live appointments of one week (Monday 00:00
 * to the next Monday 00:00, Budapest time); the server leaves out cancelled and no-show ones.
 */
export function useWeekAppointmentsQuery(weekStart: string) {
  return useQuery({
    ...appointmentsQuery('adviser', weekRange(weekStart)),
    select: (answer) => answer.appointments,
    // The grid keeps its place while the next week loads (the status line says it is loading).
    placeholderData: keepPreviousData,
    // The failure was already shown (toast + "Újrapróbálás").
    retry: false,
  });
}
