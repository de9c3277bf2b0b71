import { type ExternalCalendarBody, externalCalendarsApi } from '@common/api/external-calendars';
import { call } from '@web/lib/endpoint';
import { useAdviserChange } from './adviser-change';
import { externalKeys } from './external-keys';

/**
 * POST /api/tanacsadok/{id}/external-calendars {name, url}: the server reads the calendar once before it
 * answers; a failed read is not an error of the call but the `lastError` of the answer.
 */
export function useAddExternalCalendarMutation(adviserId: string | null) {
  return useAdviserChange(
    adviserId,
    async (id, body: ExternalCalendarBody) => {
      const errorMessage = 'Hiba történt a naptár hozzáadásakor';
      return (await call(externalCalendarsApi.add, { params: { id }, body }, { errorMessage })).data;
    },
    externalKeys(adviserId ?? ''),
  );
}
