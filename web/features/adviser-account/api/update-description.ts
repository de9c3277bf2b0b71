import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requireAdviserId, useAdviserIdentity } from '../lib/identity';
import type { AdviserAnswer } from './get-my-adviser';
import { adviserAccountKeys } from './query-keys';

/** PUT /api/tanacsadok/{id}/description. */
export async function updateDescription(adviserId: string | null, description: string) {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/description`, {
    method: 'PUT',
    body: { description },
    errorMessage: messages.advisers.descriptionUpdateFailed,
  });
  return answer.data ?? answer.tanacsado;
}

export function useUpdateDescriptionMutation() {
  const { userId, adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => updateDescription(adviserId, description),
    onSuccess: (adviser) => {
      if (userId && adviser) queryClient.setQueryData(adviserAccountKeys.adviser(userId), adviser);
      return queryClient.invalidateQueries({ queryKey: adviserAccountKeys.all });
    },
  });
}
