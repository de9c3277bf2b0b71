import { accountApi } from '@common/api/account';
import { call } from '@web/lib/endpoint';
import { useCachingMutation } from '@web/lib/query-hooks';
import { dataExportKey } from './get-data-export';

/**
 * POST /api/account/export: a ZIP of the user's data is made in the background and its download link
 * mailed (valid 24 hours). At most one every 10 minutes (429 with the server's text).
 */
export function requestDataExport() {
  return call(
    accountApi.requestExport,
    {},
    { errorMessage: 'Nem sikerült elindítani az adatcsomag készítését.', silent: true },
  );
}

export function useRequestDataExportMutation() {
  // The answer is the state GET /api/account/export would give now.
  return useCachingMutation(requestDataExport, dataExportKey, (answer) => answer);
}
