import { api } from '@web/lib/api';

/** DELETE /api/push/subscriptions: the server stops sending to this device's endpoint. */
export function deletePushSubscription(endpoint: string) {
  return api.request<{ success: true }>('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    silent: true,
  });
}
