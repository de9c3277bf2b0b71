import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export const TIME_OFF_DELETE_FAILED = 'Hiba történt a távollét törlésekor';

/** DELETE /api/tanacsadok/{id}/time-off/{timeOffId}. */
export async function deleteTimeOff(adviserId: string | null, timeOffId: string) {
  const id = requireAdviserId(adviserId);
  return api.request<unknown>(
    `/api/tanacsadok/${encodeURIComponent(id)}/time-off/${encodeURIComponent(timeOffId)}`,
    { method: 'DELETE', errorMessage: TIME_OFF_DELETE_FAILED },
  );
}

export function useDeleteTimeOffMutation(adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeOffId: string) => deleteTimeOff(adviserId, timeOffId),
    // Deleted or already gone (404): either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.timeOff(adviserId ?? '') }),
  });
}
