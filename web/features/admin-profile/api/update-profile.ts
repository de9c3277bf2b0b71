import { adminApi } from '@common/api/admin';
import { useProfileNameMutation } from '@web/components/profile-name-form';
import { call } from '@web/lib/endpoint';
import { adminProfileQuery } from './get-profile';

/** PUT /api/admin/profile {name}: the admin's own name; the answer is the fresh user. */
export function updateProfile(body: { name: string }) {
  return call(adminApi.updateProfile, { body });
}

export function useUpdateAdminProfileMutation() {
  return useProfileNameMutation(updateProfile, (answer, queryClient) =>
    queryClient.setQueryData(adminProfileQuery().queryKey, { success: true as const, data: answer.user }),
  );
}
