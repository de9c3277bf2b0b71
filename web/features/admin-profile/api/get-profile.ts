import { adminApi } from '@common/api/admin';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/admin/profile: the signed-in admin. */
export const adminProfileQuery = () =>
  endpointQuery(adminApi.profile, {}, { errorMessage: 'Nem sikerült betölteni a profil adatait.' });

export function useAdminProfileQuery() {
  return useQuery({ ...adminProfileQuery(), select: (answer) => answer.data, retry: false });
}
