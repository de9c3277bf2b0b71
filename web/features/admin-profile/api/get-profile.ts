import type { User } from '@common/api/auth';
import { api } from '@web/lib/api';
import { useScreenQuery } from '@web/lib/query-hooks';

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
  return useScreenQuery(adminProfileKey, getProfile);
}
