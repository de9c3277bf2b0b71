import { describe, expect, it, vi } from 'vitest';
import {
  base64UrlToBytes,
  disablePush,
  enablePush,
  type PushEnvironment,
  pushSupported,
  readPushState,
  subscriptionBody,
} from './push';

// A P-256 public key as web-push prints it (65 bytes, uncompressed, base64url without padding).
const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeSubscription(endpoint: string, key: Uint8Array | null, onUnsubscribe = () => {}) {
  return {
    endpoint,
    options: { applicationServerKey: key ? key.slice().buffer : null, userVisibleOnly: true },
    unsubscribe: vi.fn(async () => {
      onUnsubscribe();
      return true;
    }),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
  };
}

/** A browser with push: permission as given, one registration whose push manager hands out `existing`. */
function environment(
  permission: NotificationPermission,
  options: { existing?: ReturnType<typeof fakeSubscription> | null; answer?: NotificationPermission } = {},
) {
  let current = options.existing ?? null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = fakeSubscription('https://push.example/new', applicationServerKey, () => {
        current = null;
      });
      return current;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => options.answer ?? permission),
  };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  };
  const env = {
    serviceWorker: serviceWorker as unknown as ServiceWorkerContainer,
    Notification: notification as unknown as PushEnvironment['Notification'],
    PushManager: class {},
  } satisfies PushEnvironment;
  return { env, pushManager, notification, serviceWorker };
}

describe('base64UrlToBytes', () => {
  it('decodes base64url with or without padding', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([251, 255]);
    expect([...base64UrlToBytes('')]).toEqual([]);
    const key = base64UrlToBytes(VAPID_KEY);
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    expect(Buffer.from(key).toString('base64url')).toBe(VAPID_KEY);
  });

  it('refuses what is not base64url', () => {
    expect(() => base64UrlToBytes('ab$c')).toThrow();
    expect(() => base64UrlToBytes('abcde')).toThrow();
  });
});

describe('push state', () => {
  it('is unsupported without a service worker, notifications or a push manager', async () => {
    expect(pushSupported({})).toBe(false);
    const { env } = environment('default');
    expect(pushSupported(env)).toBe(true);
    expect(await readPushState({ ...env, PushManager: undefined })).toBe('unsupported');
    expect(await readPushState({ ...env, serviceWorker: undefined })).toBe('unsupported');
    expect(await readPushState({ ...env, Notification: undefined })).toBe('unsupported');
  });

  it('follows the permission and the subscription', async () => {
    expect(await readPushState(environment('denied').env)).toBe('denied');
    expect(await readPushState(environment('default').env)).toBe('off');
    expect(await readPushState(environment('granted').env)).toBe('off');
    const existing = fakeSubscription('https://push.example/1', null);
    expect(await readPushState(environment('granted', { existing }).env)).toBe('on');
    // A subscription without the permission (taken back in the browser) delivers nothing.
    expect(await readPushState(environment('default', { existing }).env)).toBe('off');
  });
});

describe('enablePush', () => {
  const deps = () => ({ publicKey: vi.fn(async () => VAPID_KEY), save: vi.fn(async () => ({})) });

  it('asks for the permission, subscribes with the server key and saves the subscription', async () => {
    const { env, notification, pushManager } = environment('default', { answer: 'granted' });
    const api = deps();
    expect(await enablePush(api, env)).toBe('on');
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.applicationServerKey).toEqual(base64UrlToBytes(VAPID_KEY));
    expect(api.save).toHaveBeenCalledWith({
      endpoint: 'https://push.example/new',
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
    });
  });

  it('stops when the permission is refused or the question is closed', async () => {
    for (const [answer, result] of [
      ['denied', 'denied'],
      ['default', 'dismissed'],
    ] as const) {
      const { env, pushManager } = environment('default', { answer });
      const api = deps();
      expect(await enablePush(api, env)).toBe(result);
      expect(pushManager.subscribe).not.toHaveBeenCalled();
      expect(api.save).not.toHaveBeenCalled();
    }
  });

  it('keeps a subscription made with the same key and replaces one made with another', async () => {
    const same = fakeSubscription('https://push.example/same', base64UrlToBytes(VAPID_KEY));
    const first = environment('granted', { existing: same });
    const api = deps();
    await enablePush(api, first.env);
    expect(first.notification.requestPermission).not.toHaveBeenCalled();
    expect(first.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.unsubscribe).not.toHaveBeenCalled();
    expect(api.save).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'https://push.example/same' }));

    const other = fakeSubscription('https://push.example/old', new Uint8Array([4, 1, 2]));
    const second = environment('granted', { existing: other });
    await enablePush(api, second.env);
    expect(other.unsubscribe).toHaveBeenCalledOnce();
    expect(second.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(api.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ endpoint: 'https://push.example/new' }),
    );
  });

  it('leaves no browser subscription behind when the server refuses it', async () => {
    const { env } = environment('granted');
    const failing = {
      publicKey: vi.fn(async () => VAPID_KEY),
      save: vi.fn(async () => Promise.reject(new Error('503'))),
    };
    await expect(enablePush(failing, env)).rejects.toThrow('503');
    expect(await readPushState(env)).toBe('off');
  });

  it('fails where push is not supported', async () => {
    await expect(enablePush(deps(), {})).rejects.toThrow();
  });
});

describe('disablePush', () => {
  it('unsubscribes the browser and tells the server the endpoint', async () => {
    const existing = fakeSubscription('https://push.example/1', null);
    const { env } = environment('granted', { existing });
    const remove = vi.fn(async () => ({}));
    await disablePush({ remove }, env);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledWith('https://push.example/1');
  });

  it('does nothing without a subscription', async () => {
    const remove = vi.fn(async () => ({}));
    await disablePush({ remove }, environment('granted').env);
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('subscriptionBody', () => {
  it('refuses a subscription without keys', () => {
    const broken = { toJSON: () => ({ endpoint: 'https://push.example/1', keys: {} }) };
    expect(() => subscriptionBody(broken as unknown as PushSubscription)).toThrow();
  });
});
