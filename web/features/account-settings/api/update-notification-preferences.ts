import type { NotificationChoices, NotificationChoicesBody } from '@common/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => queryClient.setQueryData(notificationPreferencesKey, answer.data),
  });
}
