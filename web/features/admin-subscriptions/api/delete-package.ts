import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminSubscriptionsKeys } from './query-keys';

/** DELETE /api/admin/subscription-packages/{id}: a package someone paid for is made inactive instead. */
export function deletePackage(id: string) {
  return api.request<{ success: true; message: string; archived: boolean }>(
    `/api/admin/subscription-packages/${encodeURIComponent(id)}`,
    { method: 'DELETE', silent: true },
  );
}

export function useDeletePackageMutation() {
  return useInvalidatingMutation(deletePackage, [adminSubscriptionsKeys.all]);
}
