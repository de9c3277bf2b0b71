import type { User } from '@common/api/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const adminProfileKey = ['admin-profile'] as const;

/** GET /api/admin/profile: the signed-in admin. */
export async function getProfile(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: User }>('/api/admin/profile', {
    signal,
    errorMessage: 'Nem sikerült betölteni a profil adatait.',
  });
  return answer.data;
}

export function useAdminProfileQuery() {
  return useQuery({ queryKey: adminProfileKey, queryFn: ({ signal }) => getProfile(signal), retry: false });
}
