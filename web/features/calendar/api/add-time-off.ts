import { scheduleApi } from '@common/api/schedule';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { timeOffQuery } from './get-time-off';

export const TIME_OFF_ADD_FAILED = 'Hiba történt a távollét rögzítésekor';

export interface TimeOffInput {
  startTime: string;
  endTime: string;
  reason?: string;
}

/** POST /api/tanacsadok/{id}/time-off {startTime, endTime, reason?}. */
export async function addTimeOff(adviserId: string | null, body: TimeOffInput) {
  const params = { id: requireAdviserId(adviserId) };
  const answer = await call(scheduleApi.addTimeOff, { params, body }, { errorMessage: TIME_OFF_ADD_FAILED });
  return answer.data;
}

export function useAddTimeOffMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (body: TimeOffInput) => addTimeOff(adviserId, body),
    [timeOffQuery(adviserId ?? '').queryKey],
  );
}
