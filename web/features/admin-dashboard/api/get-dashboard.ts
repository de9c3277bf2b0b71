import { adminApi } from '@common/api/admin';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/admin/dashboard: the overview numbers and the bookings per day of the last 30 days. */
export function useDashboardQuery() {
  return useQuery({
    ...endpointQuery(
      adminApi.dashboard,
      {},
      { errorMessage: 'Nem sikerült betölteni a vezérlőpult adatait.' },
    ),
    select: (answer) => answer.data,
    retry: false,
  });
}
