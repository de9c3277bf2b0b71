import type { AdminPackage, PackageBody } from '@common/api/admin-billing';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminSubscriptionsKeys } from './query-keys';

/** PUT /api/admin/subscription-packages/{id}: past payments keep what they were bought with. */
export function updatePackage({ id, body }: { id: string; body: PackageBody }) {
  return api.request<{ success: true; message: string; data: AdminPackage }>(
    `/api/admin/subscription-packages/${encodeURIComponent(id)}`,
    { method: 'PUT', body, silent: true },
  );
}

export function useUpdatePackageMutation() {
  return useInvalidatingMutation(updatePackage, [adminSubscriptionsKeys.all]);
}
