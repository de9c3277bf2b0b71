import { type SeriesSettingsBody, seriesApi } from '@common/api/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advisersKey } from '@web/api/public-adviser';
import { call } from '@web/lib/endpoint';

export const SERIES_SAVE_FAILED = 'Nem sikerült menteni az ismétlődő foglalás beállítását.';

/**
 * PUT /api/tanacsadok/{id}/series-settings/{typeId}: whether the type may be booked as a series, how often
 * and how many times at most (null: no series). The rule travels with the offered type, so the adviser's
 * own profile and the public one (the booking page) are read again.
 */
export function useSaveSeriesSettings(adviserId: string, typeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesSettingsBody) =>
      call(
        seriesApi.updateSettings,
        { params: { id: adviserId, typeId }, body },
        { errorMessage: SERIES_SAVE_FAILED },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advisersKey }),
  });
}
