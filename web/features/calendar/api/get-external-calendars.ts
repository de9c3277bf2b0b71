import type { ExternalCalendar } from '@common/api/external-calendars';
import { api } from '@web/lib/api';
import { useByIdQuery } from '@web/lib/query-hooks';
import { calendarKeys } from './query-keys';

export const EXTERNAL_CALENDARS_LOAD_FAILED = 'Hiba történt a külső naptárak betöltésekor';

/** GET /api/tanacsadok/{id}/external-calendars: the adviser's connected iCal calendars. */
export async function getExternalCalendars(
  adviserId: string,
  signal?: AbortSignal,
): Promise<ExternalCalendar[]> {
  const answer = await api.request<{ success: true; data: ExternalCalendar[] }>(
    `/api/tanacsadok/${encodeURIComponent(adviserId)}/external-calendars`,
    { signal, errorMessage: EXTERNAL_CALENDARS_LOAD_FAILED },
  );
  return answer.data ?? [];
}

export function useExternalCalendarsQuery(adviserId: string | null) {
  return useByIdQuery(calendarKeys.externalCalendars(adviserId ?? ''), adviserId, getExternalCalendars);
}
