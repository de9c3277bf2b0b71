import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useOwnAdviserMutation } from './own-adviser-mutation';

/** PUT /api/tanacsadok/{id}/description. */
export function updateDescription(adviserId: string | null, description: string) {
  return call(
    adviserApi.updateDescription,
    { params: { id: requireAdviserId(adviserId) }, body: { description } },
    { errorMessage: messages.advisers.descriptionUpdateFailed },
  );
}

export function useUpdateDescriptionMutation() {
  return useOwnAdviserMutation(updateDescription);
}
