import { type CreateSeriesBody, seriesApi } from '@common/api/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistKey } from '@web/api/waitlist';
import { call } from '@web/lib/endpoint';
import { bookingKeys } from './query-keys';
import { seriesPreviewKey } from './series-preview';

/** Shown only when the server sends no text of its own. */
export const SERIES_BOOKING_FAILED = 'Hiba történt a sorozat foglalása során';

/**
 * POST /api/appointment-series: books every occasion of the series in one go, or none (409 names the
 * date that could not be booked). Silent: the page shows the failures itself.
 */
export async function createSeries(body: CreateSeriesBody) {
  const answer = await call(seriesApi.book, { body }, { errorMessage: SERIES_BOOKING_FAILED, silent: true });
  return {
    appointments: answer.appointments,
    // The first occasion stands for the series after booking: its payment (if any) is paid first.
    appointment: answer.appointments[0] ?? null,
    checkoutUrl: answer.checkoutUrl ?? null,
  };
}

export function useCreateSeriesMutation(adviserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    // Booked or refused, the free times and the previews are asked again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(adviserId) }),
        queryClient.invalidateQueries({ queryKey: seriesPreviewKey }),
        queryClient.invalidateQueries({ queryKey: waitlistKey }),
      ]),
  });
}
