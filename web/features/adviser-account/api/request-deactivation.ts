import { messages } from '@common/messages';
import { type AdviserAnswer, adviserOfAnswer } from '@web/api/get-my-adviser';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** POST /api/tanacsadok/{id}/request-deactivation: the profile becomes inactive at once. */
export async function requestDeactivation(adviserId: string | null) {
  const id = requireAdviserId(adviserId);
  return api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/request-deactivation`, {
    method: 'POST',
    errorMessage: messages.advisers.deactivationRequestFailed,
  });
}

export function useRequestDeactivationMutation() {
  return useOwnAdviserMutation(requestDeactivation, adviserOfAnswer, { syncSession: true });
}
