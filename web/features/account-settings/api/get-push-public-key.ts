import { notificationsApi } from '@common/api/notifications';
import { call } from '@web/lib/endpoint';

/** GET /api/push/public-key: the server's VAPID public key (base64url) to subscribe with. */
export async function getPushPublicKey() {
  const answer = await call(notificationsApi.pushPublicKey, {}, { silent: true });
  return answer.data.publicKey;
}
