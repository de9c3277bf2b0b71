import { accountApi } from '@common/api/account';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, queryKeyOf } from '@web/lib/endpoint';

export const dataExportKey = queryKeyOf(accountApi.exportStatus);

export const DATA_EXPORT_LOAD_FAILED = 'Nem sikerült betölteni az adatcsomag állapotát.';

/** While a ZIP is being made the state is asked for again this often. */
const PENDING_POLL_MS = 3000;

/** GET /api/account/export: the state of the newest data export (never its link: that goes by mail). */
export function useDataExportQuery() {
  return useQuery({
    ...endpointQuery(accountApi.exportStatus, {}, { errorMessage: DATA_EXPORT_LOAD_FAILED, silent: true }),
    select: (answer) => answer.data,
    retry: false,
    refetchInterval: (query) => (query.state.data?.data.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
