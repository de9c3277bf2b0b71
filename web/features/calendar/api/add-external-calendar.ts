import type { ExternalCalendar, ExternalCalendarBody } from '@common/api/external-calendars';
import { ownAdviserUrl } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { externalKeys } from './external-keys';

export const EXTERNAL_CALENDAR_ADD_FAILED = 'Hiba történt a naptár hozzáadásakor';

/**
 * POST /api/tanacsadok/{id}/external-calendars {name, url}: the server reads the calendar once before it
 * answers; a failed read is not an error of the call but the `lastError` of the answer.
 */
export async function addExternalCalendar(
  adviserId: string | null,
  body: ExternalCalendarBody,
): Promise<ExternalCalendar> {
  const answer = await api.request<{ success: true; data: ExternalCalendar }>(
    ownAdviserUrl(adviserId, 'external-calendars'),
    { method: 'POST', body, errorMessage: EXTERNAL_CALENDAR_ADD_FAILED },
  );
  return answer.data;
}

export function useAddExternalCalendarMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (body: ExternalCalendarBody) => addExternalCalendar(adviserId, body),
    externalKeys(adviserId),
  );
}
