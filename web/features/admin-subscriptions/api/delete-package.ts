import { adminBillingApi } from '@common/api/admin-billing';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { subscriptionsScreenKeys } from './query-keys';

/** DELETE /api/admin/subscription-packages/{id}: a package someone paid for is made inactive instead. */
export function deletePackage(id: string) {
  return call(adminBillingApi.deletePackage, { params: { id } }, { silent: true });
}

export function useDeletePackageMutation() {
  return useInvalidatingMutation(deletePackage, subscriptionsScreenKeys);
}
