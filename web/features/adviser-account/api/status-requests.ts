import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { callById } from '@web/lib/endpoint';
import { type OwnAdviserAnswer, useOwnAdviserMutation } from './own-adviser-mutation';

/** The hook of a request about the adviser's own state; the session's copy of that state follows the answer. */
function statusRequestHook(request: (adviserId: string) => Promise<OwnAdviserAnswer>) {
  return () =>
    useOwnAdviserMutation((adviserId) => request(requireAdviserId(adviserId)), { syncSession: true });
}

/**
 * POST /api/tanacsadok/{id}/request-activation: asks an admin to activate the profile. 400
 * PROFILE_INCOMPLETE names what is missing (complete billing data, at least one topic); 409 if active.
 */
export const useRequestActivationMutation = statusRequestHook(
  callById(adviserApi.requestActivation, { errorMessage: messages.advisers.activationRequestFailed }),
);

/** POST /api/tanacsadok/{id}/request-deactivation: the profile becomes inactive at once. */
export const useRequestDeactivationMutation = statusRequestHook(
  callById(adviserApi.requestDeactivation, { errorMessage: messages.advisers.deactivationRequestFailed }),
);
