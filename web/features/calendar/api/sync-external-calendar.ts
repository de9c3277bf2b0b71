import type { ExternalCalendar } from '@common/api/external-calendars';
import { ownAdviserUrl } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { externalKeys } from './external-keys';

export const EXTERNAL_CALENDAR_SYNC_FAILED = 'Hiba történt a naptár szinkronizálásakor';

/** POST /api/tanacsadok/{id}/external-calendars/{calendarId}/sync: reads the calendar now. */
export async function syncExternalCalendar(
  adviserId: string | null,
  calendarId: string,
): Promise<ExternalCalendar> {
  const url = ownAdviserUrl(adviserId, 'external-calendars', calendarId, 'sync');
  const answer = await api.request<{ success: true; data: ExternalCalendar }>(url, {
    method: 'POST',
    errorMessage: EXTERNAL_CALENDAR_SYNC_FAILED,
  });
  return answer.data;
}

/** Synced, failed or gone (404): either way the list and the busy times are read again. */
export function useSyncExternalCalendarMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (calendarId: string) => syncExternalCalendar(adviserId, calendarId),
    externalKeys(adviserId),
    { evenOnError: true },
  );
}
