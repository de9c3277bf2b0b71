import type { AdminPackage, PackageBody } from '@common/api/admin-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminSubscriptionsKeys } from './query-keys';

/** PUT /api/admin/subscription-packages/{id}: past payments keep what they were bought with. */
export function updatePackage({ id, body }: { id: string; body: PackageBody }) {
  return api.request<{ success: true; message: string; data: AdminPackage }>(
    `/api/admin/subscription-packages/${encodeURIComponent(id)}`,
    { method: 'PUT', body, silent: true },
  );
}

export function useUpdatePackageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSubscriptionsKeys.all }),
  });
}
