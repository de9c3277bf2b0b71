import { scheduleApi } from '@common/api/schedule';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

export const TIME_OFF_LOAD_FAILED = 'Hiba történt a távollétek betöltésekor';

/** GET /api/tanacsadok/{id}/time-off: the adviser's time off from 30 days back on, in time order. */
export const timeOffQuery = (adviserId: string) =>
  endpointQuery(scheduleApi.timeOff, { params: { id: adviserId } }, { errorMessage: TIME_OFF_LOAD_FAILED });

/** Loaded while the adviser id is known; a failure is not tried again (the section offers "Újrapróbálás"). */
export function useTimeOffQuery(adviserId: string | null) {
  return useQuery({
    ...timeOffQuery(adviserId ?? ''),
    select: (answer) => answer.data,
    enabled: Boolean(adviserId),
    retry: false,
  });
}
