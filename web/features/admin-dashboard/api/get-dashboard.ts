import type { Dashboard } from '@common/api/admin';
import { api } from '@web/lib/api';
import { useScreenQuery } from '@web/lib/query-hooks';

/** GET /api/admin/dashboard: the overview numbers and the bookings per day of the last 30 days. */
export async function getDashboard(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: Dashboard }>('/api/admin/dashboard', {
    signal,
    errorMessage: 'Nem sikerült betölteni a vezérlőpult adatait.',
  });
  return answer.data;
}

export function useDashboardQuery() {
  return useScreenQuery(['admin-dashboard'], getDashboard);
}
