/*
 * Tanácsadó portál service worker (served as /sw.js, scope "/"): shows the Web Push messages of the
 * server (common/api/notifications.ts PushPayload: {title, body, url, tag?}) and opens their page on a
 * click.
 *
 * Caching: there is deliberately NO fetch handler and no cache. The worker never sees, answers or stores
 * a request, so API answers (/api/*, including invoices and chat attachments), private files (/media/*
 * behind signed URLs), /dev/* and pages carrying user data always come from the network with the
 * server's own headers. No offline mode; browsers install the app without a fetch handler.
 */

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
const FALLBACK_TITLE = 'Tanácsadó portál';

// Nothing is cached, so a new version may take over at once.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A URL of this site (a path, or an absolute URL of the same origin) as absolute; anything else: null. */
function ownUrl(value) {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The notification of a push message; a message that is not the expected JSON still shows something. */
function notificationOf(data) {
  let payload = {};
  if (data) {
    try {
      payload = data.json() ?? {};
    } catch {
      payload = { body: data.text() };
    }
  }
  const text = (value) => (typeof value === 'string' ? value : '');
  const options = {
    body: text(payload.body),
    icon: ICON,
    badge: BADGE,
    lang: 'hu',
    data: { url: ownUrl(payload.url) ?? ownUrl('/') },
  };
  if (text(payload.tag)) options.tag = payload.tag;
  return { title: text(payload.title) || FALLBACK_TITLE, options };
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data);
  // userVisibleOnly: every push must show a notification.
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses a tab of the app already showing `url`, else one of the app's tabs navigated there, else a new window. */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => ownUrl(client.url) !== null);
  const same = ours.find((client) => client.url === url);
  if (same) return same.focus();
  const tab = ours.find((client) => client.focused) ?? ours[0];
  if (tab) {
    try {
      const focused = await tab.focus();
      return await focused.navigate(url);
    } catch {
      // A tab this worker does not control cannot be navigated by it: a new window instead.
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data?.url) ?? ownUrl('/');
  event.waitUntil(openPage(url));
});
