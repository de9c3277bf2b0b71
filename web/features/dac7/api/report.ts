import { type Dac7ReportFormat, dac7Api } from '@common/api/dac7';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@web/lib/download';
import { call, endpointQuery, queryKeyOf } from '@web/lib/endpoint';
import { notifySuccess } from '@web/lib/notify';

/** GET /api/admin/dac7/summary: the year's reportable advisers, those with missing data, copies sent. */
export function useDac7SummaryQuery(year: number) {
  return useQuery({
    ...endpointQuery(dac7Api.summary, { query: { year } }, { silent: true }),
    select: (answer) => answer.data,
    retry: false,
  });
}

/** GET /api/admin/dac7/report: the year's report as a file, saved by the browser. */
export function useDownloadReportMutation() {
  return useMutation({
    mutationFn: async ({ year, format }: { year: number; format: Dac7ReportFormat }) => {
      const blob = await call(
        dac7Api.report,
        { query: { year, format } },
        { errorMessage: 'Nem sikerült letölteni a DAC7 jelentést' },
      );
      saveBlob(blob, `dac7-${year}.${format}`);
    },
  });
}

/** POST /api/admin/dac7/report/send-copies: each adviser of the year gets their own row (once). */
export function useSendCopiesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      call(
        dac7Api.sendCopies,
        { query: { year } },
        { errorMessage: 'Nem sikerült kiküldeni a DAC7 adatokat' },
      ),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: queryKeyOf(dac7Api.summary) });
    },
  });
}
