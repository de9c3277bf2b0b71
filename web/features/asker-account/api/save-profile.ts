import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type SessionUser, useAuthStore } from '@web/lib/auth-store';
import { askerAccountKeys } from './query-keys';

export interface ProfileAnswer {
  success: true;
  message: string;
  user: SessionUser;
}

/** POST /api/kerdezok/profil: the asker's name; the answer is the fresh user. */
export function saveProfile(body: { name: string }) {
  return api.request<ProfileAnswer>('/api/kerdezok/profil', { method: 'POST', body });
}

export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (answer) => {
      if (answer?.user) useAuthStore.getState().setUser(answer.user);
      return queryClient.invalidateQueries({ queryKey: askerAccountKeys.all });
    },
  });
}
