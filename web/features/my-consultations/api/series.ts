import { seriesApi } from '@common/api/series';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentsKey } from '@web/api/appointment-window';
import { call, endpointQuery, resourceKey } from '@web/lib/endpoint';
import { paidConsultationsKey } from './get-paid-consultations';

export const SERIES_LOAD_FAILED = 'Nem sikerült betölteni a sorozat alkalmait.';
export const SERIES_CANCEL_FAILED = 'Nem sikerült lemondani a sorozat hátralévő alkalmait.';

/** Every read of a series (a cancellation reloads them). */
const seriesKey = resourceKey('/api/appointment-series');

/**
 * GET /api/appointment-series/{id}: the series with all its occasions (the list window of the page may
 * not reach the last ones), read while the cancel dialog is open.
 */
export function useSeriesQuery(id: string | null) {
  return useQuery({
    ...endpointQuery(seriesApi.get, { params: { id: id ?? '' } }, { errorMessage: SERIES_LOAD_FAILED }),
    select: (answer) => answer.data,
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}

/**
 * POST /api/appointment-series/{id}/cancel {fromAppointmentId}: the occasion and every later live one
 * of its series are cancelled, or none (409 names why). Silent: the dialog shows the failure.
 */
export function useCancelSeriesRestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, fromAppointmentId }: { seriesId: string; fromAppointmentId: string }) =>
      call(
        seriesApi.cancel,
        { params: { id: seriesId }, body: { fromAppointmentId } },
        { errorMessage: SERIES_CANCEL_FAILED, silent: true },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsKey }),
        queryClient.invalidateQueries({ queryKey: seriesKey }),
        // A paid occasion stays in the payment history, now cancelled (and refunded).
        queryClient.invalidateQueries({ queryKey: paidConsultationsKey }),
      ]),
  });
}
