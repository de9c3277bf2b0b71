import { notificationsApi } from '@common/api/notifications';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, queryKeyOf } from '@web/lib/endpoint';

export const notificationPreferencesKey = queryKeyOf(notificationsApi.preferences);

export const NOTIFICATION_PREFERENCES_LOAD_FAILED = 'Nem sikerült betölteni az értesítési beállításokat.';

/** GET /api/notifications/preferences: every event with its e-mail and push choice. */
export function useNotificationPreferencesQuery() {
  return useQuery({
    ...endpointQuery(
      notificationsApi.preferences,
      {},
      { errorMessage: NOTIFICATION_PREFERENCES_LOAD_FAILED },
    ),
    select: (answer) => answer.data,
    retry: false,
  });
}
