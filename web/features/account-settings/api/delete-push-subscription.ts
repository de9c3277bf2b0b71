import { notificationsApi } from '@common/api/notifications';
import { call } from '@web/lib/endpoint';

/** DELETE /api/push/subscriptions: the server stops sending to this device's endpoint. */
export function deletePushSubscription(endpoint: string) {
  return call(notificationsApi.unsubscribePush, { body: { endpoint } }, { silent: true });
}
