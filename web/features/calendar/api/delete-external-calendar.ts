import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { invalidateExternal } from './invalidate-external';

export const EXTERNAL_CALENDAR_DELETE_FAILED = 'Hiba történt a naptár eltávolításakor';

/** DELETE /api/tanacsadok/{id}/external-calendars/{calendarId}: its busy times go with it. */
export async function deleteExternalCalendar(adviserId: string | null, calendarId: string) {
  const id = requireAdviserId(adviserId);
  return api.request<unknown>(
    `/api/tanacsadok/${encodeURIComponent(id)}/external-calendars/${encodeURIComponent(calendarId)}`,
    { method: 'DELETE', errorMessage: EXTERNAL_CALENDAR_DELETE_FAILED },
  );
}

export function useDeleteExternalCalendarMutation(adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => deleteExternalCalendar(adviserId, calendarId),
    // Removed or already gone (404): either way the list and the busy times are read again.
    onSettled: () => invalidateExternal(queryClient, adviserId),
  });
}
