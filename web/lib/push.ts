import type { PushSubscriptionBody } from '@common/api/notifications';

/**
 * Web Push in the browser: the service worker's registration (web/public/sw.js) and this device's push
 * subscription. The API calls come in as functions, so this file has no app imports (web/main.tsx
 * imports the registration) and its logic runs against fakes in the unit tests.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** The parts of `window` used here (a fake one in the tests). */
export interface PushEnvironment {
  serviceWorker?: ServiceWorkerContainer;
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  PushManager?: unknown;
}

function browserEnvironment(): PushEnvironment {
  if (typeof window === 'undefined') return {};
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    Notification: 'Notification' in window ? window.Notification : undefined,
    PushManager: 'PushManager' in window ? window.PushManager : undefined,
  };
}

/**
 * Registers the service worker after the page has loaded (not competing with the page's own
 * downloads). Nothing happens on the server or in a browser without service workers; a failed
 * registration only means no push on this device.
 */
export function registerServiceWorker() {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** A base64url text (the VAPID public key, with or without padding) as bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const unpadded = value.trim().replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*$/.test(unpadded) || unpadded.length % 4 === 1) {
    throw new Error('Érvénytelen base64url szöveg');
  }
  const binary = atob(unpadded.padEnd(unpadded.length + ((4 - (unpadded.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array) {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/**
 * What this device can do: no push at all (an old browser, an insecure address, iOS Safari outside a
 * home-screen app), notifications blocked for the site, or push off or on here.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(environment: PushEnvironment = browserEnvironment()) {
  return Boolean(environment.serviceWorker && environment.Notification && environment.PushManager);
}

/** This device's push subscription, without waiting for a worker that may never come. */
async function currentSubscription(environment: PushEnvironment) {
  const registration = await environment.serviceWorker?.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(environment: PushEnvironment = browserEnvironment()): Promise<PushState> {
  if (!pushSupported(environment) || !environment.Notification) return 'unsupported';
  const permission = environment.Notification.permission;
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  return (await currentSubscription(environment)) ? 'on' : 'off';
}

/** The subscription as the API takes it (PushSubscription.toJSON(): endpoint and the two keys). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth)
    throw new Error('A push-feliratkozásból hiányzik a végpont vagy a kulcs.');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

export interface EnablePushDeps {
  /** GET /api/push/public-key: the server's VAPID public key (base64url). */
  publicKey(): Promise<string>;
  /** POST /api/push/subscriptions. */
  save(body: PushSubscriptionBody): Promise<unknown>;
}

/**
 * Turns push on for this device: asks for the permission, subscribes with the server's key (a
 * subscription made with another key is replaced) and hands the subscription to the server. 'denied':
 * the browser blocks notifications for the site; 'dismissed': the question was closed unanswered.
 */
export async function enablePush(
  deps: EnablePushDeps,
  environment: PushEnvironment = browserEnvironment(),
): Promise<'on' | 'denied' | 'dismissed'> {
  const { serviceWorker, Notification: notification } = environment;
  if (!pushSupported(environment) || !serviceWorker || !notification) {
    throw new Error('Ez a böngésző nem támogatja a push-értesítéseket.');
  }
  const permission =
    notification.permission === 'granted' ? 'granted' : await notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';

  // The page registers the worker after loading; registering again returns that registration.
  await serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await serviceWorker.ready;
  const applicationServerKey = base64UrlToBytes(await deps.publicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options?.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await deps.save(subscriptionBody(subscription));
  } catch (error) {
    // The server does not know it: no subscription stays behind that looks on but never delivers.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/**
 * Turns push off for this device: the browser's subscription ends first (nothing more arrives here even
 * if the server cannot be told), then the server forgets its endpoint.
 */
export async function disablePush(
  deps: { remove(endpoint: string): Promise<unknown> },
  environment: PushEnvironment = browserEnvironment(),
) {
  const subscription = await currentSubscription(environment);
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  await deps.remove(endpoint);
}
