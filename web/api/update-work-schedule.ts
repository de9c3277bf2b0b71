import type { WorkSchedule } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adviserOfAnswer, sendOwnAdviser } from './get-my-adviser';
import { sharedKeys } from './query-keys';

/** PUT /api/tanacsadok/{id}/work-schedule; the body is the array of {day, start, end}. */
export async function updateWorkSchedule(adviserId: string | null, schedule: WorkSchedule) {
  const answer = await sendOwnAdviser(adviserId, '/work-schedule', {
    method: 'PUT',
    body: schedule,
    errorMessage: messages.advisers.workScheduleUpdateFailed,
  });
  return adviserOfAnswer(answer);
}

/** From the profile page and the calendar: the answer replaces the cached adviser. */
export function useUpdateWorkScheduleMutation(userId: string | null, adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: WorkSchedule) => updateWorkSchedule(adviserId, schedule),
    onSuccess: (adviser) => {
      if (userId && adviser) queryClient.setQueryData(sharedKeys.myAdviser(userId), adviser);
      return Promise.all([
        // The account screens shown load again.
        queryClient.invalidateQueries({ queryKey: sharedKeys.adviserAccount }),
        // Every other copy of the adviser (the public profile, the booking page) is read again when shown.
        queryClient.invalidateQueries({ refetchType: 'none' }),
      ]);
    },
  });
}
