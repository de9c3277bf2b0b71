import { askersApi } from '@common/api/askers';
import { useProfileNameMutation } from '@web/components/profile-name-form';
import { call } from '@web/lib/endpoint';
import { askersKey } from './get-asker';

/** POST /api/kerdezok/profil: the asker's name; the answer is the fresh user. */
export function saveProfile(body: { name: string }) {
  return call(askersApi.saveProfile, { body });
}

export function useSaveProfileMutation() {
  return useProfileNameMutation(saveProfile, (_, queryClient) =>
    queryClient.invalidateQueries({ queryKey: askersKey }),
  );
}
