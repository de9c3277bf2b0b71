import { type NotificationChoicesBody, notificationsApi } from '@common/api/notifications';
import { call } from '@web/lib/endpoint';
import { useCachingMutation } from '@web/lib/query-hooks';
import { notificationPreferencesKey } from './get-notification-preferences';

/** PUT /api/notifications/preferences: the changed choices (any subset); answers all of them. */
export function updateNotificationPreferences(body: NotificationChoicesBody) {
  return call(
    notificationsApi.savePreferences,
    { body },
    { errorMessage: 'Nem sikerült menteni az értesítési beállításokat.', silent: true },
  );
}

export function useUpdateNotificationPreferencesMutation() {
  // The answer is every choice, as GET /api/notifications/preferences gives them.
  return useCachingMutation(updateNotificationPreferences, notificationPreferencesKey, (answer) => answer);
}
