import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** POST /api/tanacsadok/{id}/request-deactivation: the profile becomes inactive at once. */
export function requestDeactivation(adviserId: string | null) {
  return call(
    adviserApi.requestDeactivation,
    { params: { id: requireAdviserId(adviserId) } },
    { errorMessage: messages.advisers.deactivationRequestFailed },
  );
}

export function useRequestDeactivationMutation() {
  return useOwnAdviserMutation(requestDeactivation, { syncSession: true });
}
