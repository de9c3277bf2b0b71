import type { ExternalCalendar } from '@common/api/external-calendars';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { invalidateExternal } from './invalidate-external';

export const EXTERNAL_CALENDAR_SYNC_FAILED = 'Hiba történt a naptár szinkronizálásakor';

/** POST /api/tanacsadok/{id}/external-calendars/{calendarId}/sync: reads the calendar now. */
export async function syncExternalCalendar(
  adviserId: string | null,
  calendarId: string,
): Promise<ExternalCalendar> {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<{ success: true; data: ExternalCalendar }>(
    `/api/tanacsadok/${encodeURIComponent(id)}/external-calendars/${encodeURIComponent(calendarId)}/sync`,
    { method: 'POST', errorMessage: EXTERNAL_CALENDAR_SYNC_FAILED },
  );
  return answer.data;
}

export function useSyncExternalCalendarMutation(adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => syncExternalCalendar(adviserId, calendarId),
    // Synced, failed or gone (404): either way the list and the busy times are read again.
    onSettled: () => invalidateExternal(queryClient, adviserId),
  });
}
