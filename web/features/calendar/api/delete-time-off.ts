import { scheduleApi } from '@common/api/schedule';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { timeOffQuery } from './get-time-off';

export const TIME_OFF_DELETE_FAILED = 'Hiba történt a távollét törlésekor';

/** DELETE /api/tanacsadok/{id}/time-off/{timeOffId}. */
export async function deleteTimeOff(adviserId: string | null, timeOffId: string) {
  const params = { id: requireAdviserId(adviserId), timeOffId };
  return call(scheduleApi.removeTimeOff, { params }, { errorMessage: TIME_OFF_DELETE_FAILED });
}

/** Deleted or already gone (404): either way the list is read again. */
export function useDeleteTimeOffMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (timeOffId: string) => deleteTimeOff(adviserId, timeOffId),
    [timeOffQuery(adviserId ?? '').queryKey],
    { evenOnError: true },
  );
}
