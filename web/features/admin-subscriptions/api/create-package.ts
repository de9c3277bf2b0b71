import type { AdminPackage, PackageBody } from '@common/api/admin-billing';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminSubscriptionsKeys } from './query-keys';

/** POST /api/admin/subscription-packages: a new package. */
export function createPackage(body: PackageBody) {
  return api.request<{ success: true; message: string; data: AdminPackage }>(
    '/api/admin/subscription-packages',
    { method: 'POST', body, silent: true },
  );
}

export function useCreatePackageMutation() {
  return useInvalidatingMutation(createPackage, [adminSubscriptionsKeys.all]);
}
