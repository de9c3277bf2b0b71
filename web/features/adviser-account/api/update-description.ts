import { messages } from '@common/messages';
import { type AdviserAnswer, adviserOfAnswer } from '@web/api/get-my-adviser';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** PUT /api/tanacsadok/{id}/description. */
export async function updateDescription(adviserId: string | null, description: string) {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/description`, {
    method: 'PUT',
    body: { description },
    errorMessage: messages.advisers.descriptionUpdateFailed,
  });
  return adviserOfAnswer(answer);
}

export function useUpdateDescriptionMutation() {
  return useOwnAdviserMutation(updateDescription, (adviser) => adviser);
}
