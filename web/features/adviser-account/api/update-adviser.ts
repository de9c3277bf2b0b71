import type { BillingAddress, WorkSchedule } from '@common/api/advisers';
import type { AdviserAnswer } from '@web/api/get-my-adviser';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useOwnAdviserMutation } from './own-adviser-mutation';

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
  return useOwnAdviserMutation(
    (adviserId, body: AdviserUpdate) => updateAdviser(adviserId, body),
    (adviser) => adviser,
  );
}
