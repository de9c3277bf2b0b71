import { type ExternalCalendarBody, externalCalendarsApi } from '@common/api/external-calendars';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { externalKeys } from './external-keys';

export const EXTERNAL_CALENDAR_ADD_FAILED = 'Hiba történt a naptár hozzáadásakor';

/**
 * POST /api/tanacsadok/{id}/external-calendars {name, url}: the server reads the calendar once before it
 * answers; a failed read is not an error of the call but the `lastError` of the answer.
 */
export async function addExternalCalendar(adviserId: string | null, body: ExternalCalendarBody) {
  const params = { id: requireAdviserId(adviserId) };
  const answer = await call(
    externalCalendarsApi.add,
    { params, body },
    { errorMessage: EXTERNAL_CALENDAR_ADD_FAILED },
  );
  return answer.data;
}

export function useAddExternalCalendarMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (body: ExternalCalendarBody) => addExternalCalendar(adviserId, body),
    externalKeys(adviserId ?? ''),
  );
}
