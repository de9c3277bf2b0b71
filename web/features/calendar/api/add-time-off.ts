import type { TimeOff } from '@common/api/schedule';
import { ownAdviserUrl } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { calendarKeys } from './query-keys';

export const TIME_OFF_ADD_FAILED = 'Hiba történt a távollét rögzítésekor';

export interface TimeOffInput {
  startTime: string;
  endTime: string;
  reason?: string;
}

/** POST /api/tanacsadok/{id}/time-off {startTime, endTime, reason?}. */
export async function addTimeOff(adviserId: string | null, body: TimeOffInput): Promise<TimeOff> {
  const answer = await api.request<{ success: true; data: TimeOff }>(ownAdviserUrl(adviserId, 'time-off'), {
    method: 'POST',
    body,
    errorMessage: TIME_OFF_ADD_FAILED,
  });
  return answer.data;
}

export function useAddTimeOffMutation(adviserId: string | null) {
  return useInvalidatingMutation(
    (body: TimeOffInput) => addTimeOff(adviserId, body),
    [calendarKeys.timeOff(adviserId ?? '')],
  );
}
