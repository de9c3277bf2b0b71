import type { AdminType, TypeBody } from '@common/api/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminTypesKeys } from './query-keys';

/** POST /api/tipusok: a new consultation type. */
export function createType(body: TypeBody) {
  return api.request<{ success: true; message: string; data: AdminType }>('/api/tipusok', {
    method: 'POST',
    body,
    silent: true,
  });
}

export function useCreateTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTypesKeys.all }),
  });
}
