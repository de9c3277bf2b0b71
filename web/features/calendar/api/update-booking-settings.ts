import { type BookingSettings, scheduleApi } from '@common/api/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAdviserKey } from '@web/api/get-my-adviser';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { call } from '@web/lib/endpoint';

export const SETTINGS_UPDATE_FAILED = 'Nem sikerült menteni a foglalási beállításokat';

/** PUT /api/tanacsadok/{id}/settings {minNoticeHours, bufferBeforeMinutes, bufferMinutes, maxAdvanceDays, cancelDeadlineHours}; answers the adviser. */
export async function updateBookingSettings(adviserId: string | null, settings: BookingSettings) {
  return call(
    scheduleApi.updateSettings,
    { params: { id: requireAdviserId(adviserId) }, body: settings },
    { errorMessage: SETTINGS_UPDATE_FAILED },
  );
}

export function useUpdateBookingSettingsMutation(userId: string | null, adviserId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BookingSettings) => updateBookingSettings(adviserId, settings),
    onSuccess: (answer) => {
      if (userId) queryClient.setQueryData(myAdviserKey(userId), answer);
      // Other screens' copies of the adviser are now out of date: read again when they are shown.
      return queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
