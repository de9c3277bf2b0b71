import type { NotificationChoices } from '@common/api/notifications';
import { api } from '@web/lib/api';
import { useScreenQuery } from '@web/lib/query-hooks';

export const notificationPreferencesKey = ['notification-preferences'] as const;

export const NOTIFICATION_PREFERENCES_LOAD_FAILED = 'Nem sikerült betölteni az értesítési beállításokat.';

/** GET /api/notifications/preferences: every event with its e-mail and push choice. */
export async function getNotificationPreferences(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: NotificationChoices }>(
    '/api/notifications/preferences',
    { signal, errorMessage: NOTIFICATION_PREFERENCES_LOAD_FAILED },
  );
  return answer.data;
}

export function useNotificationPreferencesQuery() {
  return useScreenQuery(notificationPreferencesKey, getNotificationPreferences);
}
