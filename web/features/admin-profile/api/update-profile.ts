import type { User } from '@common/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type SessionUser, useAuthStore } from '@web/lib/auth-store';
import { adminProfileKey } from './get-profile';

/** PUT /api/admin/profile {name}: the admin's own name; the answer is the fresh user. */
export function updateProfile(body: { name: string }) {
  return api.request<{ success: true; message: string; user: User }>('/api/admin/profile', {
    method: 'PUT',
    body,
  });
}

export function useUpdateAdminProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      // The header shows the name from the session.
      if (answer?.user) useAuthStore.getState().setUser(answer.user as unknown as SessionUser);
      queryClient.setQueryData(adminProfileKey, answer.user);
    },
  });
}
