import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requireAdviserId, syncSessionAdviser, useAdviserIdentity } from '../lib/identity';
import type { AdviserAnswer } from './get-my-adviser';
import { adviserAccountKeys } from './query-keys';

/** POST /api/tanacsadok/{id}/request-deactivation: the profile becomes inactive at once. */
export async function requestDeactivation(adviserId: string | null) {
  const id = requireAdviserId(adviserId);
  return api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/request-deactivation`, {
    method: 'POST',
    errorMessage: messages.advisers.deactivationRequestFailed,
  });
}

export function useRequestDeactivationMutation() {
  const { userId, adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestDeactivation(adviserId),
    onSuccess: (answer) => {
      const adviser = answer.data ?? answer.tanacsado;
      if (adviser) {
        syncSessionAdviser(adviser);
        if (userId) queryClient.setQueryData(adviserAccountKeys.adviser(userId), adviser);
      }
      return queryClient.invalidateQueries({ queryKey: adviserAccountKeys.all });
    },
  });
}
