import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** PUT /api/tanacsadok/{id}/consulting-topics; the body is the array of consultation type ids. */
export function updateConsultingTopics(adviserId: string | null, typeIds: string[]) {
  return call(
    adviserApi.updateConsultingTopics,
    { params: { id: requireAdviserId(adviserId) }, body: typeIds },
    { errorMessage: messages.advisers.topicsUpdateFailed },
  );
}

export function useUpdateConsultingTopicsMutation() {
  return useOwnAdviserMutation(updateConsultingTopics);
}
