import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/**
 * POST /api/tanacsadok/{id}/request-activation: asks an admin to activate the profile. 400
 * PROFILE_INCOMPLETE names what is missing (complete billing data, at least one topic); 409 if active.
 */
export function requestActivation(adviserId: string | null) {
  return call(
    adviserApi.requestActivation,
    { params: { id: requireAdviserId(adviserId) } },
    { errorMessage: messages.advisers.activationRequestFailed },
  );
}

export function useRequestActivationMutation() {
  return useOwnAdviserMutation(requestActivation, { syncSession: true });
}
