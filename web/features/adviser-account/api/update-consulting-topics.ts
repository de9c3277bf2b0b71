import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requireAdviserId, useAdviserIdentity } from '../lib/identity';
import type { AdviserAnswer } from './get-my-adviser';
import { adviserAccountKeys } from './query-keys';

/** PUT /api/tanacsadok/{id}/consulting-topics; the body is the array of consultation type ids. */
export async function updateConsultingTopics(adviserId: string | null, typeIds: string[]) {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<AdviserAnswer>(
    `/api/tanacsadok/${encodeURIComponent(id)}/consulting-topics`,
    { method: 'PUT', body: typeIds, errorMessage: messages.advisers.topicsUpdateFailed },
  );
  return answer.data ?? answer.tanacsado;
}

export function useUpdateConsultingTopicsMutation() {
  const { userId, adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typeIds: string[]) => updateConsultingTopics(adviserId, typeIds),
    onSuccess: (adviser) => {
      if (userId && adviser) queryClient.setQueryData(adviserAccountKeys.adviser(userId), adviser);
      return queryClient.invalidateQueries({ queryKey: adviserAccountKeys.all });
    },
  });
}
