import { externalCalendarsApi } from '@common/api/external-calendars';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { externalKeys } from './external-keys';

export const EXTERNAL_CALENDAR_DELETE_FAILED = 'Hiba történt a naptár eltávolításakor';

/** DELETE /api/tanacsadok/{id}/external-calendars/{calendarId}: its busy times go with it. */
export async function deleteExternalCalendar(adviserId: string | null, calendarId: string) {
  const params = { id: requireAdviserId(adviserId), calendarId };
  return call(externalCalendarsApi.remove, { params }, { errorMessage: EXTERNAL_CALENDAR_DELETE_FAILED });
}

/** Removed or already gone (404): either way the list and the busy times are read again. */
export function useDeleteExternalCalendarMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (calendarId: string) => deleteExternalCalendar(adviserId, calendarId),
    externalKeys(adviserId ?? ''),
    { evenOnError: true },
  );
}
