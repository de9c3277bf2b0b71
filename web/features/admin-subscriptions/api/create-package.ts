import { adminBillingApi, type PackageBody } from '@common/api/admin-billing';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { subscriptionsScreenKeys } from './query-keys';

/** POST /api/admin/subscription-packages: a new package. */
export function createPackage(body: PackageBody) {
  return call(adminBillingApi.createPackage, { body }, { silent: true });
}

export function useCreatePackageMutation() {
  return useInvalidatingMutation(createPackage, subscriptionsScreenKeys);
}
