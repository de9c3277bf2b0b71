import type { BookingSettings } from '@common/api/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requireAdviserId } from '../lib/identity';
import type { AdviserAnswer } from './get-my-adviser';
import { calendarKeys } from './query-keys';

export const SETTINGS_UPDATE_FAILED = 'Nem sikerült menteni a foglalási beállításokat';

/** PUT /api/tanacsadok/{id}/settings {minNoticeHours, bufferBeforeMinutes, bufferMinutes, maxAdvanceDays, cancelDeadlineHours}; answers the adviser. */
export async function updateBookingSettings(adviserId: string | null, settings: BookingSettings) {
  const id = requireAdviserId(adviserId);
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}/settings`, {
    method: 'PUT',
    body: settings,
    errorMessage: SETTINGS_UPDATE_FAILED,
  });
  return answer.data ?? answer.tanacsado;
}

export function useUpdateBookingSettingsMutation(userId: string | null, adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BookingSettings) => updateBookingSettings(adviserId, settings),
    onSuccess: (adviser) => {
      if (userId && adviser) queryClient.setQueryData(calendarKeys.adviser(userId), adviser);
      // Other screens' copies of the adviser are now out of date: read again when they are shown.
      return queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
