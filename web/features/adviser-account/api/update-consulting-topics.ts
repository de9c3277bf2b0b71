import { messages } from '@common/messages';
import { type AdviserAnswer, adviserOfAnswer } from '@web/api/get-my-adviser';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** PUT /api/tanacsadok/{id}/consulting-topics; the body is the array of consultation type ids. */
export async function updateConsultingTopics(adviserId: string | null, typeIds: string[]) {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<AdviserAnswer>(
    `/api/tanacsadok/${encodeURIComponent(id)}/consulting-topics`,
    { method: 'PUT', body: typeIds, errorMessage: messages.advisers.topicsUpdateFailed },
  );
  return adviserOfAnswer(answer);
}

export function useUpdateConsultingTopicsMutation() {
  return useOwnAdviserMutation(updateConsultingTopics, (adviser) => adviser);
}
