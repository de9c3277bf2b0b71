import { settingsApi } from '@common/api/settings';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/admin/settings: the platform settings. */
export const settingsQuery = () =>
  endpointQuery(settingsApi.admin, {}, { errorMessage: 'Nem sikerült betölteni a platformbeállításokat.' });

export function useSettingsQuery() {
  return useQuery({ ...settingsQuery(), retry: false });
}
