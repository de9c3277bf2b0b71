import { externalCalendarsApi } from '@common/api/external-calendars';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

export const EXTERNAL_CALENDARS_LOAD_FAILED = 'Hiba történt a külső naptárak betöltésekor';

/**
 * GET /api/tanacsadok/{id}/external-calendars: the adviser's connected iCal calendars, loaded while the
 * adviser id is known; a failure is not tried again (the section offers "Újrapróbálás").
 */
export function useExternalCalendarsQuery(adviserId: string | null) {
  return useQuery({
    ...endpointQuery(
      externalCalendarsApi.list,
      { params: { id: adviserId ?? '' } },
      { errorMessage: EXTERNAL_CALENDARS_LOAD_FAILED },
    ),
    select: (answer) => answer.data,
    enabled: Boolean(adviserId),
    retry: false,
  });
}
