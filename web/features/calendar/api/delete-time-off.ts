import { scheduleApi } from '@common/api/schedule';
import { call } from '@web/lib/endpoint';
import { useAdviserChange } from './adviser-change';
import { timeOffQuery } from './get-time-off';

/** DELETE /api/tanacsadok/{id}/time-off/{timeOffId}; deleted or already gone (404), the list is read again. */
export function useDeleteTimeOffMutation(adviserId: string | null) {
  return useAdviserChange(
    adviserId,
    (id, timeOffId: string) =>
      call(
        scheduleApi.removeTimeOff,
        { params: { id, timeOffId } },
        { errorMessage: 'Hiba történt a távollét törlésekor' },
      ),
    [timeOffQuery(adviserId ?? '').queryKey],
    { evenOnError: true },
  );
}
