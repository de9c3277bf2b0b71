import { adminApi } from '@common/api/admin';
import { useEndpointById } from '@web/lib/query-hooks';

/** GET /api/admin/users/{id}: the user with their booking count and live sessions (loaded while `id` is set). */
export function useUserQuery(id: string | null) {
  return useEndpointById(adminApi.user, id, { errorMessage: 'Nem sikerült betölteni a felhasználót.' });
}
