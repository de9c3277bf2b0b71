import { adviserApi } from '@common/api/advisers';
import type { Input } from '@common/contract';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';
import { useOwnAdviserMutation } from './own-adviser-mutation';

export type AdviserUpdate = Input<typeof adviserApi.update>['body'];

/** PUT /api/tanacsadok/{id}: any of the profile fields (the billing page sends `billingAddress`). */
export function updateAdviser(adviserId: string | null, body: AdviserUpdate, errorMessage?: string) {
  return call(adviserApi.update, { params: { id: requireAdviserId(adviserId) }, body }, { errorMessage });
}

export function useUpdateAdviserMutation() {
  return useOwnAdviserMutation((adviserId, body: AdviserUpdate) => updateAdviser(adviserId, body));
}
