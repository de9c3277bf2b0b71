import { messages } from '@common/messages';
import { adviserOfAnswer, sendOwnAdviser } from '@web/api/get-my-adviser';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** PUT /api/tanacsadok/{id}/description. */
export async function updateDescription(adviserId: string | null, description: string) {
  const answer = await sendOwnAdviser(adviserId, '/description', {
    method: 'PUT',
    body: { description },
    errorMessage: messages.advisers.descriptionUpdateFailed,
  });
  return adviserOfAnswer(answer);
}

export function useUpdateDescriptionMutation() {
  return useOwnAdviserMutation(updateDescription, (adviser) => adviser);
}
