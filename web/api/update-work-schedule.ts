import { adviserApi, type WorkSchedule } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { adviserOfAnswer, myAdviserKey } from './get-my-adviser';
import { sharedKeys } from './query-keys';

/** PUT /api/tanacsadok/{id}/work-schedule; the body is the array of {day, start, end}. */
export async function updateWorkSchedule(adviserId: string | null, schedule: WorkSchedule) {
  return call(
    adviserApi.updateWorkSchedule,
    { params: { id: requireAdviserId(adviserId) }, body: schedule },
    { errorMessage: messages.advisers.workScheduleUpdateFailed },
  );
}

/** From the profile page and the calendar: the answer replaces the cached adviser. */
export function useUpdateWorkScheduleMutation(userId: string | null, adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: WorkSchedule) => updateWorkSchedule(adviserId, schedule),
    onSuccess: (answer) => {
      if (userId && adviserOfAnswer(answer)) queryClient.setQueryData(myAdviserKey(userId), answer);
      return Promise.all([
        // The account screens shown load again, the adviser too.
        queryClient.invalidateQueries({ queryKey: sharedKeys.adviserAccount }),
        userId ? queryClient.invalidateQueries({ queryKey: myAdviserKey(userId) }) : null,
        // Every other copy of the adviser (the public profile, the booking page) is read again when shown.
        queryClient.invalidateQueries({ refetchType: 'none' }),
      ]);
    },
  });
}
