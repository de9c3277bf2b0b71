import type { TimeOff } from '@common/api/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export const TIME_OFF_ADD_FAILED = 'Hiba történt a távollét rögzítésekor';

export interface TimeOffInput {
  startTime: string;
  endTime: string;
  reason?: string;
}

/** POST /api/tanacsadok/{id}/time-off {startTime, endTime, reason?}. */
export async function addTimeOff(adviserId: string | null, body: TimeOffInput): Promise<TimeOff> {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<{ success: true; data: TimeOff }>(
    `/api/tanacsadok/${encodeURIComponent(id)}/time-off`,
    { method: 'POST', body, errorMessage: TIME_OFF_ADD_FAILED },
  );
  return answer.data;
}

export function useAddTimeOffMutation(adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeOffInput) => addTimeOff(adviserId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.timeOff(adviserId ?? '') }),
  });
}
