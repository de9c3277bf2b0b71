import type { WorkSchedule } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requireAdviserId } from '../lib/identity';
import type { AdviserAnswer } from './get-my-adviser';
import { calendarKeys } from './query-keys';

/** PUT /api/tanacsadok/{id}/work-schedule; the body is the array of {day, start, end}. */
export async function updateWorkSchedule(adviserId: string | null, schedule: WorkSchedule) {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/work-schedule`, {
    method: 'PUT',
    body: schedule,
    errorMessage: messages.advisers.workScheduleUpdateFailed,
  });
  return answer.data ?? answer.tanacsado;
}

export function useUpdateWorkScheduleMutation(userId: string | null, adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: WorkSchedule) => updateWorkSchedule(adviserId, schedule),
    onSuccess: (adviser) => {
      if (userId && adviser) queryClient.setQueryData(calendarKeys.adviser(userId), adviser);
      // The profile screen's copy of the adviser is now out of date: read again when it is shown.
      return queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
