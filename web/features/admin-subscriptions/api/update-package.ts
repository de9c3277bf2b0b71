import { adminBillingApi, type PackageBody } from '@common/api/admin-billing';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { subscriptionsScreenKeys } from './query-keys';

/** PUT /api/admin/subscription-packages/{id}: past payments keep what they were bought with. */
export function updatePackage({ id, body }: { id: string; body: PackageBody }) {
  return call(adminBillingApi.updatePackage, { params: { id }, body }, { silent: true });
}

export function useUpdatePackageMutation() {
  return useInvalidatingMutation(updatePackage, subscriptionsScreenKeys);
}
