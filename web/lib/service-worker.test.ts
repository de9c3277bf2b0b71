import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/**
 * web/public/sw.js (plain JavaScript, served as it is) run against a fake ServiceWorkerGlobalScope:
 * what a push shows, where a click goes, and that it never handles a fetch.
 */
const source = readFileSync(fileURLToPath(new URL('../public/sw.js', import.meta.url)), 'utf8');
const ORIGIN = 'https://tanacsado.example';

type Listener = (event: Record<string, unknown>) => void;

interface FakeClient {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeClient(url: string, options: { focused?: boolean; controlled?: boolean } = {}): FakeClient {
  const client: FakeClient = {
    url,
    focused: options.focused ?? false,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => {
      if (options.controlled === false) throw new TypeError('not controlled');
      client.url = to;
      return client;
    }),
  };
  return client;
}

function worker(clients: FakeClient[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(self);
  /** Dispatches an extendable event and waits for what it waits on. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { self, listeners, dispatch };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

describe('service worker', () => {
  it('handles no fetch: nothing is intercepted or cached', () => {
    const { listeners } = worker();
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    expect(source).not.toMatch(/caches\b/);
  });

  it('shows a push message as a Hungarian notification opening its page', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', {
      data: pushData({ title: 'Új foglalás', body: 'Kiss Anna, máj. 6. 10:00', url: '/x?y=1', tag: 'a-1' }),
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Új foglalás', {
      body: 'Kiss Anna, máj. 6. 10:00',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'hu',
      tag: 'a-1',
      data: { url: `${ORIGIN}/x?y=1` },
    });
  });

  it('still shows something for a message that is not the expected JSON, and keeps foreign URLs out', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', { data: pushData('nem JSON') });
    await dispatch('push', { data: null });
    await dispatch('push', { data: pushData({ title: 'X', body: 'Y', url: 'https://tamado.example/' }) });
    await dispatch('push', { data: pushData({ title: 'X', body: 'Y', url: '//tamado.example/a' }) });
    await dispatch('push', { data: pushData({ title: 'X', body: 'Y', url: 'javascript:alert(1)' }) });
    const calls = self.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: { url: string } },
    ][];
    expect(calls[0]?.[0]).toBe('Tanácsadó portál');
    expect(calls[0]?.[1].body).toBe('nem JSON');
    expect(calls[1]?.[0]).toBe('Tanácsadó portál');
    for (const [, options] of calls) expect(options.data.url).toBe(`${ORIGIN}/`);
  });

  const click = (url: unknown) => ({
    notification: { close: vi.fn(), data: { url } },
  });

  it('focuses a tab already on the page', async () => {
    const there = fakeClient(`${ORIGIN}/kerdezo/uzenetek`);
    const { self, dispatch } = worker([fakeClient(`${ORIGIN}/`, { focused: true }), there]);
    const event = click(`${ORIGIN}/kerdezo/uzenetek`);
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('navigates a tab of the app (the focused one first) to the page', async () => {
    const other = fakeClient(`${ORIGIN}/a`);
    const focused = fakeClient(`${ORIGIN}/b`, { focused: true });
    const foreign = fakeClient('https://masik.example/', { focused: true });
    const { self, dispatch } = worker([foreign, other, focused]);
    await dispatch('notificationclick', click(`${ORIGIN}/tanacsadoi-fiok/tanacsadasok`));
    expect(foreign.focus).not.toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/tanacsadoi-fiok/tanacsadasok`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window without a tab of the app, or when the tab cannot be navigated', async () => {
    const first = worker([fakeClient('https://masik.example/')]);
    await first.dispatch('notificationclick', click(`${ORIGIN}/kerdezo`));
    expect(first.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/kerdezo`);

    const second = worker([fakeClient(`${ORIGIN}/`, { controlled: false })]);
    await second.dispatch('notificationclick', click(`${ORIGIN}/kerdezo`));
    expect(second.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/kerdezo`);
  });

  it('never opens a foreign address from the notification data', async () => {
    const { self, dispatch } = worker();
    await dispatch('notificationclick', click('https://tamado.example/'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
