import type { DataExport } from '@common/api/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const dataExportKey = ['account', 'data-export'] as const;

export const DATA_EXPORT_LOAD_FAILED = 'Nem sikerült betölteni az adatcsomag állapotát.';

/** While a ZIP is being made the state is asked for again this often. */
const PENDING_POLL_MS = 3000;

/** GET /api/account/export: the state of the newest data export (never its link: that goes by mail). */
export async function getDataExport(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: DataExport }>('/api/account/export', {
    signal,
    errorMessage: DATA_EXPORT_LOAD_FAILED,
    silent: true,
  });
  return answer.data;
}

export function useDataExportQuery() {
  return useQuery({
    queryKey: dataExportKey,
    queryFn: ({ signal }) => getDataExport(signal),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
