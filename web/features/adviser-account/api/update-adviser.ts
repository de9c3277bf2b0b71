import type { BillingAddress, WorkSchedule } from '@common/api/advisers';
import { sendOwnAdviser } from '@web/api/get-my-adviser';
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
  const answer = await sendOwnAdviser(adviserId, '', { method: 'PUT', body, errorMessage });
  return answer.data;
}

export function useUpdateAdviserMutation() {
  return useOwnAdviserMutation(
    (adviserId, body: AdviserUpdate) => updateAdviser(adviserId, body),
    (adviser) => adviser,
  );
}
