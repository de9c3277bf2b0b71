import type { NotificationChoices, NotificationChoicesBody } from '@common/api/notifications';
import { api } from '@web/lib/api';
import { useCachingMutation } from '@web/lib/query-hooks';
import { notificationPreferencesKey } from './get-notification-preferences';

/** PUT /api/notifications/preferences: the changed choices (any subset); answers all of them. */
export function updateNotificationPreferences(body: NotificationChoicesBody) {
  return api.request<{ success: true; data: NotificationChoices }>('/api/notifications/preferences', {
    method: 'PUT',
    body,
    errorMessage: 'Nem sikerült menteni az értesítési beállításokat.',
    silent: true,
  });
}

export function useUpdateNotificationPreferencesMutation() {
  return useCachingMutation(
    updateNotificationPreferences,
    notificationPreferencesKey,
    (answer) => answer.data,
  );
}
