import { messages } from '@common/messages';
import { adviserOfAnswer, sendOwnAdviser } from '@web/api/get-my-adviser';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** PUT /api/tanacsadok/{id}/consulting-topics; the body is the array of consultation type ids. */
export async function updateConsultingTopics(adviserId: string | null, typeIds: string[]) {
  const answer = await sendOwnAdviser(adviserId, '/consulting-topics', {
    method: 'PUT',
    body: typeIds,
    errorMessage: messages.advisers.topicsUpdateFailed,
  });
  return adviserOfAnswer(answer);
}

export function useUpdateConsultingTopicsMutation() {
  return useOwnAdviserMutation(updateConsultingTopics, (adviser) => adviser);
}
