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
