import { messages } from '@common/messages';
import { adviserOfAnswer, sendOwnAdviser } from '@web/api/get-my-adviser';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** POST /api/tanacsadok/{id}/request-deactivation: the profile becomes inactive at once. */
export async function requestDeactivation(adviserId: string | null) {
  return sendOwnAdviser(adviserId, '/request-deactivation', {
    method: 'POST',
    errorMessage: messages.advisers.deactivationRequestFailed,
  });
}

export function useRequestDeactivationMutation() {
  return useOwnAdviserMutation(requestDeactivation, adviserOfAnswer, { syncSession: true });
}
