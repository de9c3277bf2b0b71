import { messages } from '@common/messages';
import { type AdviserAnswer, adviserOfAnswer } from '@web/api/get-my-adviser';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/**
 * POST /api/tanacsadok/{id}/request-activation: asks an admin to activate the profile. 400
 * PROFILE_INCOMPLETE names what is missing (complete billing data, at least one topic); 409 if active.
 */
export async function requestActivation(adviserId: string | null) {
  const id = requireAdviserId(adviserId);
  return api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/request-activation`, {
    method: 'POST',
    errorMessage: messages.advisers.activationRequestFailed,
  });
}

export function useRequestActivationMutation() {
  return useOwnAdviserMutation(requestActivation, adviserOfAnswer, { syncSession: true });
}
