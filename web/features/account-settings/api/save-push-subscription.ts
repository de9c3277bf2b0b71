import type { PushSubscriptionBody } from '@common/api/notifications';
import { api } from '@web/lib/api';

/** POST /api/push/subscriptions: this device's push subscription, for the signed-in user. */
export function savePushSubscription(body: PushSubscriptionBody) {
  return api.request<{ success: true }>('/api/push/subscriptions', { method: 'POST', body, silent: true });
}
