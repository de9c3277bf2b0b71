import { messages } from '@common/messages';
import { adviserOfAnswer, sendOwnAdviser } from '@web/api/get-my-adviser';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/**
 * POST /api/tanacsadok/{id}/request-activation: asks an admin to activate the profile. 400
 * PROFILE_INCOMPLETE names what is missing (complete billing data, at least one topic); 409 if active.
 */
export async function requestActivation(adviserId: string | null) {
  return sendOwnAdviser(adviserId, '/request-activation', {
    method: 'POST',
    errorMessage: messages.advisers.activationRequestFailed,
  });
}

export function useRequestActivationMutation() {
  return useOwnAdviserMutation(requestActivation, adviserOfAnswer, { syncSession: true });
}
