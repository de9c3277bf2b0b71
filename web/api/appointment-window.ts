import { type Appointment, appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { type CallOptions, endpointQuery, resourceKey } from '@web/lib/endpoint';

/**
 * Every appointment read (both sides' lists, the calendar's weeks, the adviser's attention counts): after
 * a change to an appointment, whatever of them is shown loads again.
 */
export const appointmentsKey = resourceKey('/api/appointments');

/** Each side's own appointment list: the adviser's ("Konzultációk", the calendar) and the asker's ("Tanácsadásaim"). */
const SIDES = {
  adviser: { endpoint: appointmentsApi.listForExpert, errorMessage: messages.appointments.listFailed },
  asker: { endpoint: appointmentsApi.listForClient, errorMessage: messages.appointments.clientListFailed },
} as const;

export type AppointmentSide = keyof typeof SIDES;

/**
 * GET /api/appointments or /api/appointments/client `?startDate&endDate[&status]`: one side's own
 * appointments in a date window; the cached answer is the whole body, `select` picks the list.
 */
export function appointmentsQuery(
  side: AppointmentSide,
  query: { startDate: string; endDate: string; status?: 'no_show' },
  options: CallOptions = { errorMessage: SIDES[side].errorMessage },
) {
  return endpointQuery(SIDES[side].endpoint, { query }, options);
}

const selectAppointments = (answer: { appointments: Appointment[] }) => answer.appointments;

/**
 * One side's own appointments in a date window, and apart from them the no-shows of the same window
 * (`&status=no_show`), which the date-range list leaves out. The no-shows load silently: when they fail,
 * the list is shown without them.
 */
export function useAppointmentWindow(
  side: AppointmentSide,
  { startDate, endDate }: { startDate: string; endDate: string },
) {
  const list = useQuery({ ...appointmentsQuery(side, { startDate, endDate }), select: selectAppointments });
  const noShows = useQuery({
    ...appointmentsQuery(side, { startDate, endDate, status: 'no_show' }, { silent: true }),
    select: selectAppointments,
  });
  return { list, noShows };
}
