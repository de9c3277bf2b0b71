import type { TimeOff } from '@common/api/schedule';
import { api } from '@web/lib/api';
import { useByIdQuery } from '@web/lib/query-hooks';
import { calendarKeys } from './query-keys';

export const TIME_OFF_LOAD_FAILED = 'Hiba történt a távollétek betöltésekor';

/** GET /api/tanacsadok/{id}/time-off: the adviser's time off from 30 days back on, in time order. */
export async function getTimeOff(adviserId: string, signal?: AbortSignal): Promise<TimeOff[]> {
  const answer = await api.request<{ success: true; data: TimeOff[] }>(
    `/api/tanacsadok/${encodeURIComponent(adviserId)}/time-off`,
    { signal, errorMessage: TIME_OFF_LOAD_FAILED },
  );
  return answer.data ?? [];
}

export function useTimeOffQuery(adviserId: string | null) {
  return useByIdQuery(calendarKeys.timeOff(adviserId ?? ''), adviserId, getTimeOff);
}
