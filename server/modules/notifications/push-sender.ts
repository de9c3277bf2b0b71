import type { PushPayload } from '@common/api/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { sharedServerSecret } from '../../lib/server-secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Push services of the browsers that support Web Push: the only hosts a subscription may name. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^(updates\.)?push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /\.push\.apple\.com$/,
];

/**
 * Whether the server may POST to this endpoint: the browsers' push services over https only, unless
 * PUSH_ALLOW_ANY_ENDPOINT (tests): the endpoint comes from a client, so anything else would let a user
 * make the server call any address (SSRF).
 */
export function endpointAllowed(endpoint: string, allowAny: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowAny) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * The VAPID key pair: from the configuration, or made once and kept in server_secrets so every
 * instance signs with the same key (subscriptions are bound to the public key).
 */
export async function loadVapidKeys(
  db: Database,
  config: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
): Promise<VapidKeys> {
  if (config.publicKey && config.privateKey) {
    return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject };
  }
  const value = await sharedServerSecret(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const stored = JSON.parse(value) as { publicKey: string; privateKey: string };
  return { ...stored, subject: config.subject };
}

/** Sends one queued push message to every subscription of its user (the outbox's `push` rows). */
export class PushSender {
  constructor(
    private readonly db: Database,
    private readonly vapid: VapidKeys,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: { userId: string; payload: PushPayload }) {
    const subscriptions = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, message.userId));
    let failures = 0;
    for (const subscription of subscriptions) {
      const outcome = await this.sendOne(subscription, JSON.stringify(message.payload));
      if (outcome === 'gone') {
        // The browser dropped the subscription (404/410): it will never work again.
        await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } else if (outcome === 'failed') failures += 1;
    }
    // Retried (by the outbox) only if no device got it: a retry would repeat it on the others.
    if (subscriptions.length > 0 && failures === subscriptions.length) {
      throw new Error('push: no subscription accepted the message');
    }
  }

  private async sendOne(
    subscription: typeof pushSubscriptions.$inferSelect,
    body: string,
  ): Promise<'sent' | 'gone' | 'failed'> {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { vapidDetails: this.vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    try {
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) return 'gone';
      if (answer.ok) return 'sent';
      this.log.warn({ status: answer.status, subscriptionId: subscription.id }, 'push refused');
      return 'failed';
    } catch (error) {
      this.log.warn({ err: error, subscriptionId: subscription.id }, 'push failed');
      return 'failed';
    }
  }
}
