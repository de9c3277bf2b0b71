import type { BillingAddress, WorkSchedule } from '@common/api/advisers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requireAdviserId, useAdviserIdentity } from '../lib/identity';
import type { AdviserAnswer } from './get-my-adviser';
import { adviserAccountKeys } from './query-keys';

export interface AdviserUpdate {
  name?: string;
  description?: string;
  billingAddress?: BillingAddress;
  workSchedule?: WorkSchedule;
  consultingTopics?: string[];
  indexable?: boolean;
}

/** PUT /api/tanacsadok/{id}: any of the profile fields (the billing page sends `billingAddress`). */
export async function updateAdviser(adviserId: string | null, body: AdviserUpdate, errorMessage?: string) {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    errorMessage,
  });
  return answer.data;
}

export function useUpdateAdviserMutation() {
  const { userId, adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdviserUpdate) => updateAdviser(adviserId, body),
    onSuccess: (adviser) => {
      if (userId) queryClient.setQueryData(adviserAccountKeys.adviser(userId), adviser);
      return queryClient.invalidateQueries({ queryKey: adviserAccountKeys.all });
    },
  });
}
