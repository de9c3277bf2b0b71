import { notificationsApi, type PushSubscriptionBody } from '@common/api/notifications';
import { call } from '@web/lib/endpoint';

/** POST /api/push/subscriptions: this device's push subscription, for the signed-in user. */
export function savePushSubscription(body: PushSubscriptionBody) {
  return call(notificationsApi.subscribePush, { body }, { silent: true });
}
