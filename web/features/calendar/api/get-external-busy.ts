import type { ExternalBusy } from '@common/api/external-calendars';
import { weekBounds } from '@common/budapest-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export const EXTERNAL_BUSY_LOAD_FAILED = 'Hiba történt a külső naptárak foglalt idősávjainak betöltésekor';

/**
 * GET /api/tanacsadok/{id}/external-busy?from&to: the busy times of the adviser's external calendars in
 * one shown week (Monday 00:00 to the next Monday 00:00, Budapest time); times only, no titles.
 */
export async function getExternalBusy(
  adviserId: string,
  weekStart: string,
  signal?: AbortSignal,
): Promise<ExternalBusy[]> {
  const { start, end } = weekBounds(weekStart);
  const answer = await api.request<{ success: true; data: ExternalBusy[] }>(
    `/api/tanacsadok/${encodeURIComponent(adviserId)}/external-busy`,
    { query: { from: start, to: end }, signal, errorMessage: EXTERNAL_BUSY_LOAD_FAILED },
  );
  return answer.data ?? [];
}

export function useExternalBusyQuery(adviserId: string | null, weekStart: string) {
  return useQuery({
    queryKey: calendarKeys.externalBusy(adviserId ?? '', weekStart),
    queryFn: ({ signal }) => getExternalBusy(adviserId ?? '', weekStart, signal),
    enabled: Boolean(adviserId),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
