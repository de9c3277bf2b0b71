import { askersApi } from '@common/api/askers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@web/lib/auth-store';
import { call } from '@web/lib/endpoint';
import { askersKey } from './get-asker';

/** POST /api/kerdezok/profil: the asker's name; the answer is the fresh user. */
export function saveProfile(body: { name: string }) {
  return call(askersApi.saveProfile, { body });
}

export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (answer) => {
      if (answer?.user) useAuthStore.getState().setUser(answer.user);
      return queryClient.invalidateQueries({ queryKey: askersKey });
    },
  });
}
