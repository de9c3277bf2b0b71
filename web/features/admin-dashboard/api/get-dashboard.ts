import { adminApi } from '@common/api/admin';
import { useEndpointData } from '@web/lib/query-hooks';

/** GET /api/admin/dashboard: the overview numbers and the bookings per day of the last 30 days. */
export function useDashboardQuery() {
  return useEndpointData(
    adminApi.dashboard,
    {},
    { errorMessage: 'Nem sikerült betölteni a vezérlőpult adatait.' },
  );
}
