import { externalCalendarsApi } from '@common/api/external-calendars';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { externalKeys } from './external-keys';

export const EXTERNAL_CALENDAR_SYNC_FAILED = 'Hiba történt a naptár szinkronizálásakor';

/** POST /api/tanacsadok/{id}/external-calendars/{calendarId}/sync: reads the calendar now. */
export async function syncExternalCalendar(adviserId: string | null, calendarId: string) {
  const params = { id: requireAdviserId(adviserId), calendarId };
  const answer = await call(
    externalCalendarsApi.sync,
    { params },
    { errorMessage: EXTERNAL_CALENDAR_SYNC_FAILED },
  );
  return answer.data;
}

/** Synced, failed or gone (404): either way the list and the busy times are read again. */
export function useSyncExternalCalendarMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (calendarId: string) => syncExternalCalendar(adviserId, calendarId),
    externalKeys(adviserId ?? ''),
    { evenOnError: true },
  );
}
