import { externalCalendarsApi } from '@common/api/external-calendars';
import { call } from '@web/lib/endpoint';
import { useAdviserChange } from './adviser-change';
import { externalKeys } from './external-keys';

/**
 * POST /api/tanacsadok/{id}/external-calendars/{calendarId}/sync: reads the calendar now. Synced, failed
 * or gone (404): either way the list and the busy times are read again.
 */
export function useSyncExternalCalendarMutation(adviserId: string | null) {
  return useAdviserChange(
    adviserId,
    async (id, calendarId: string) => {
      const errorMessage = 'Hiba történt a naptár szinkronizálásakor';
      return (await call(externalCalendarsApi.sync, { params: { id, calendarId } }, { errorMessage })).data;
    },
    externalKeys(adviserId ?? ''),
    { evenOnError: true },
  );
}
