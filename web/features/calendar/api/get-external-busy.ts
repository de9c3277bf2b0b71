import { externalCalendarsApi } from '@common/api/external-calendars';
import { weekBounds } from '@common/budapest-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

export const EXTERNAL_BUSY_LOAD_FAILED = 'Hiba történt a külső naptárak foglalt idősávjainak betöltésekor';

/**
 * GET /api/tanacsadok/{id}/external-busy?from&to: the busy times of the adviser's external calendars in
 * one shown week (Monday 00:00 to the next Monday 00:00, Budapest time); times only, no titles.
 */
export function useExternalBusyQuery(adviserId: string | null, weekStart: string) {
  const { start, end } = weekBounds(weekStart);
  return useQuery({
    ...endpointQuery(
      externalCalendarsApi.busy,
      { params: { id: adviserId ?? '' }, query: { from: start, to: end } },
      { errorMessage: EXTERNAL_BUSY_LOAD_FAILED },
    ),
    select: (answer) => answer.data,
    enabled: Boolean(adviserId),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
