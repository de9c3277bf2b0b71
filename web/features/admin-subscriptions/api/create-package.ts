import type { AdminPackage, PackageBody } from '@common/api/admin-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminSubscriptionsKeys } from './query-keys';

/** POST /api/admin/subscription-packages: a new package. */
export function createPackage(body: PackageBody) {
  return api.request<{ success: true; message: string; data: AdminPackage }>(
    '/api/admin/subscription-packages',
    { method: 'POST', body, silent: true },
  );
}

export function useCreatePackageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSubscriptionsKeys.all }),
  });
}
