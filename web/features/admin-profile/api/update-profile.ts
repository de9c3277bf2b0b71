import { adminApi } from '@common/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SessionUser, useAuthStore } from '@web/lib/auth-store';
import { call } from '@web/lib/endpoint';
import { adminProfileQuery } from './get-profile';

/** PUT /api/admin/profile {name}: the admin's own name; the answer is the fresh user. */
export function updateProfile(body: { name: string }) {
  return call(adminApi.updateProfile, { body });
}

export function useUpdateAdminProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      // The header shows the name from the session.
      if (answer?.user) useAuthStore.getState().setUser(answer.user as unknown as SessionUser);
      queryClient.setQueryData(adminProfileQuery().queryKey, { success: true as const, data: answer.user });
    },
  });
}
