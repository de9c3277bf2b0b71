import type { ExternalCalendar, ExternalCalendarBody } from '@common/api/external-calendars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { invalidateExternal } from './invalidate-external';

export const EXTERNAL_CALENDAR_ADD_FAILED = 'Hiba történt a naptár hozzáadásakor';

/**
 * POST /api/tanacsadok/{id}/external-calendars {name, url}: the server reads the calendar once before it
 * answers; a failed read is not an error of the call but the `lastError` of the answer.
 */
export async function addExternalCalendar(
  adviserId: string | null,
  body: ExternalCalendarBody,
): Promise<ExternalCalendar> {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<{ success: true; data: ExternalCalendar }>(
    `/api/tanacsadok/${encodeURIComponent(id)}/external-calendars`,
    { method: 'POST', body, errorMessage: EXTERNAL_CALENDAR_ADD_FAILED },
  );
  return answer.data;
}

export function useAddExternalCalendarMutation(adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExternalCalendarBody) => addExternalCalendar(adviserId, body),
    onSuccess: () => invalidateExternal(queryClient, adviserId),
  });
}
