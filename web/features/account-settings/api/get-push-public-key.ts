import { api } from '@web/lib/api';

/** GET /api/push/public-key: the server's VAPID public key (base64url) to subscribe with. */
export async function getPushPublicKey() {
  const answer = await api.request<{ success: true; data: { publicKey: string } }>('/api/push/public-key', {
    silent: true,
  });
  return answer.data.publicKey;
}
