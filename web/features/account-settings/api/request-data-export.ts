import type { DataExport } from '@common/api/account';
import { api } from '@web/lib/api';
import { useCachingMutation } from '@web/lib/query-hooks';
import { dataExportKey } from './get-data-export';

/**
 * POST /api/account/export: a ZIP of the user's data is made in the background and its download link
 * mailed (valid 24 hours). At most one every 10 minutes (429 with the server's text).
 */
export function requestDataExport() {
  return api.request<{ success: true; data: DataExport }>('/api/account/export', {
    method: 'POST',
    errorMessage: 'Nem sikerült elindítani az adatcsomag készítését.',
    silent: true,
  });
}

export function useRequestDataExportMutation() {
  return useCachingMutation(requestDataExport, dataExportKey, (answer) => answer.data);
}
