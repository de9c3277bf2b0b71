import { scheduleApi } from '@common/api/schedule';
import { call } from '@web/lib/endpoint';
import { useAdviserChange } from './adviser-change';
import { timeOffQuery } from './get-time-off';

export interface TimeOffInput {
  startTime: string;
  endTime: string;
  reason?: string;
}

/** POST /api/tanacsadok/{id}/time-off {startTime, endTime, reason?}: the time off as stored. */
export function useAddTimeOffMutation(adviserId: string | null) {
  return useAdviserChange(
    adviserId,
    async (id, body: TimeOffInput) => {
      const errorMessage = 'Hiba történt a távollét rögzítésekor';
      return (await call(scheduleApi.addTimeOff, { params: { id }, body }, { errorMessage })).data;
    },
    [timeOffQuery(adviserId ?? '').queryKey],
  );
}
