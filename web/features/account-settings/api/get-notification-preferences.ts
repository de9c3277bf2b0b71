import { notificationsApi } from '@common/api/notifications';
import { queryKeyOf } from '@web/lib/endpoint';
import { useEndpointData } from '@web/lib/query-hooks';

export const notificationPreferencesKey = queryKeyOf(notificationsApi.preferences);

export const NOTIFICATION_PREFERENCES_LOAD_FAILED = 'Nem sikerült betölteni az értesítési beállításokat.';

/** GET /api/notifications/preferences: every event with its e-mail and push choice. */
export function useNotificationPreferencesQuery() {
  return useEndpointData(
    notificationsApi.preferences,
    {},
    { errorMessage: NOTIFICATION_PREFERENCES_LOAD_FAILED },
  );
}
