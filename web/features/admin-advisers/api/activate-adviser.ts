import { messages } from '@common/messages';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserRequest } from './adviser-request';
import { adviserChangedKeys } from './query-keys';

/** PATCH /api/tanacsadok/{id}/activate (admin): active now; a 30-day trial when there is no date. */
export function activateAdviser(id: string) {
  return adviserRequest(id, 'activate', messages.advisers.activateFailed);
}

export function useActivateAdviserMutation() {
  return useInvalidatingMutation(activateAdviser, adviserChangedKeys);
}
