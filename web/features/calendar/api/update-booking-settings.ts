import type { BookingSettings } from '@common/api/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adviserOfAnswer, sendOwnAdviser } from '@web/api/get-my-adviser';
import { sharedKeys } from '@web/api/query-keys';

export const SETTINGS_UPDATE_FAILED = 'Nem sikerült menteni a foglalási beállításokat';

/** PUT /api/tanacsadok/{id}/settings {minNoticeHours, bufferBeforeMinutes, bufferMinutes, maxAdvanceDays, cancelDeadlineHours}; answers the adviser. */
export async function updateBookingSettings(adviserId: string | null, settings: BookingSettings) {
  const answer = await sendOwnAdviser(adviserId, '/settings', {
    method: 'PUT',
    body: settings,
    errorMessage: SETTINGS_UPDATE_FAILED,
  });
  return adviserOfAnswer(answer);
}

export function useUpdateBookingSettingsMutation(userId: string | null, adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BookingSettings) => updateBookingSettings(adviserId, settings),
    onSuccess: (adviser) => {
      if (userId && adviser) queryClient.setQueryData(sharedKeys.myAdviser(userId), adviser);
      // Other screens' copies of the adviser are now out of date: read again when they are shown.
      return queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
