import { ownAdviserUrl } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { calendarKeys } from './query-keys';

export const TIME_OFF_DELETE_FAILED = 'Hiba történt a távollét törlésekor';

/** DELETE /api/tanacsadok/{id}/time-off/{timeOffId}. */
export async function deleteTimeOff(adviserId: string | null, timeOffId: string) {
  const url = ownAdviserUrl(adviserId, 'time-off', timeOffId);
  return api.request<unknown>(url, { method: 'DELETE', errorMessage: TIME_OFF_DELETE_FAILED });
}

/** Deleted or already gone (404): either way the list is read again. */
export function useDeleteTimeOffMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (timeOffId: string) => deleteTimeOff(adviserId, timeOffId),
    [calendarKeys.timeOff(adviserId ?? '')],
    { evenOnError: true },
  );
}
