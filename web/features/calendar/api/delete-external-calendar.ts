import { externalCalendarsApi } from '@common/api/external-calendars';
import { call } from '@web/lib/endpoint';
import { useAdviserChange } from './adviser-change';
import { externalKeys } from './external-keys';

/**
 * DELETE /api/tanacsadok/{id}/external-calendars/{calendarId}: its busy times go with it. Removed or
 * already gone (404): either way the list and the busy times are read again.
 */
export function useDeleteExternalCalendarMutation(adviserId: string | null) {
  return useAdviserChange(
    adviserId,
    (id, calendarId: string) =>
      call(
        externalCalendarsApi.remove,
        { params: { id, calendarId } },
        { errorMessage: 'Hiba történt a naptár eltávolításakor' },
      ),
    externalKeys(adviserId ?? ''),
    { evenOnError: true },
  );
}
