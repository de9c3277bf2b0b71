import { adminApi } from '@common/api/admin';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/admin/users/{id}: the user with their booking count and live sessions (loaded while `id` is set). */
export function useUserQuery(id: string | null) {
  return useQuery({
    ...endpointQuery(
      adminApi.user,
      { params: { id: id ?? '' } },
      { errorMessage: 'Nem sikerült betölteni a felhasználót.' },
    ),
    select: (answer) => answer.data,
    enabled: Boolean(id),
    retry: false,
  });
}
