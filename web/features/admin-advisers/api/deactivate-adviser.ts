import { messages } from '@common/messages';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserRequest } from './adviser-request';
import { adviserChangedKeys } from './query-keys';

/** PATCH /api/tanacsadok/{id}/deactivate (admin): hidden from search and booking at once. */
export function deactivateAdviser(id: string) {
  return adviserRequest(id, 'deactivate', messages.advisers.deactivateFailed);
}

export function useDeactivateAdviserMutation() {
  return useInvalidatingMutation(deactivateAdviser, adviserChangedKeys);
}
