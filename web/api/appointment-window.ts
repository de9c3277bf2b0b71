import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sharedKeys } from './query-keys';

/** Each side's own appointment list: the adviser's ("Konzultációk") and the asker's ("Tanácsadásaim"). */
const SIDES = {
  adviser: {
    path: '/api/appointments',
    root: sharedKeys.adviserAppointments,
    errorMessage: messages.appointments.listFailed,
  },
  asker: {
    path: '/api/appointments/client',
    root: sharedKeys.askerAppointments,
    errorMessage: messages.appointments.clientListFailed,
  },
} as const;

export type AppointmentSide = keyof typeof SIDES;

async function fetchAppointments(
  side: AppointmentSide,
  query: { startDate: string; endDate: string; status?: Appointment['status'] },
  request: { errorMessage: string } | { silent: true },
) {
  const answer = await api.request<{ appointments?: Appointment[] }>(SIDES[side].path, { query, ...request });
  return answer?.appointments ?? [];
}

/**
 * One side's own appointments in a date window (GET `path?startDate&endDate`), and apart from them the
 * no-shows of the same window (`&status=no_show`), which the date-range list leaves out. The no-shows load
 * silently: when they fail, the list is shown without them.
 */
export function useAppointmentWindow(
  side: AppointmentSide,
  { startDate, endDate }: { startDate: string; endDate: string },
) {
  const { root, errorMessage } = SIDES[side];
  const list = useQuery({
    queryKey: [...root, 'list', startDate, endDate],
    queryFn: () => fetchAppointments(side, { startDate, endDate }, { errorMessage }),
  });
  const noShows = useQuery({
    queryKey: [...root, 'no-shows', startDate, endDate],
    queryFn: () => fetchAppointments(side, { startDate, endDate, status: 'no_show' }, { silent: true }),
  });
  return { list, noShows };
}
