import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requireAdviserId, syncSessionAdviser, useAdviserIdentity } from '../lib/identity';
import type { AdviserAnswer } from './get-my-adviser';
import { adviserAccountKeys } from './query-keys';

/**
 * POST /api/tanacsadok/{id}/request-activation: asks an admin to activate the profile. 400
 * PROFILE_INCOMPLETE names what is missing (complete billing data, at least one topic); 409 if active.
 */
export async function requestActivation(adviserId: string | null) {
  const id = requireAdviserId(adviserId);
  return api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/request-activation`, {
    method: 'POST',
    errorMessage: messages.advisers.activationRequestFailed,
  });
}

export function useRequestActivationMutation() {
  const { userId, adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestActivation(adviserId),
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
