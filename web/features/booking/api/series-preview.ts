import { seriesApi } from '@common/api/series';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, resourceKey } from '@web/lib/endpoint';
import type { SeriesChoice } from '../lib/series';

export const PREVIEW_FAILED = 'Nem sikerült ellenőrizni a sorozat alkalmait.';

/** Every loaded preview (asked again after a booking or a refused one). */
export const seriesPreviewKey = resourceKey(seriesApi.preview.path);

/**
 * GET /api/appointment-series/preview: every occasion of the planned series (from the chosen slot, the
 * interval and the count) and whether each is free now, by the same rules as a single booking.
 */
export function useSeriesPreviewQuery(
  adviserId: string,
  typeId: string | null,
  startTime: string | null,
  choice: SeriesChoice | null,
) {
  return useQuery({
    ...endpointQuery(
      seriesApi.preview,
      {
        query: {
          expertId: adviserId,
          consultationType: typeId ?? '',
          startTime: startTime ?? '',
          intervalWeeks: choice?.intervalWeeks ?? 1,
          occurrences: choice?.occurrences ?? 2,
        },
      },
      { errorMessage: PREVIEW_FAILED },
    ),
    select: (answer) => answer.data,
    enabled: Boolean(typeId && startTime && choice),
    // Others book meanwhile: a shown preview is always asked again.
    staleTime: 0,
    retry: false,
  });
}
