import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { browserPushKeys, type PushRequest, startPushService } from '../server/test/push-service';
import {
  bookableAdviser,
  bookFirstFreeSlot,
  daysFromNow,
  expect,
  expectAccessible,
  followLinkTo,
  journeys,
  logInAs,
  subscribedAsker,
  test,
  verifiedAccount,
} from './fixtures';

/**
 * PushManager stubbed in the page: subscribe() hands out a subscription to the local push service with
 * the test's keys (remembered in localStorage, so getSubscription() finds it after a reload).
 */
async function stubPushManager(context: BrowserContext, endpoint: string, p256dh: string, auth: string) {
  await context.addInitScript(
    ([endpoint, p256dh, auth]) => {
      if (typeof PushManager === 'undefined') return;
      const KEY = 'e2e-push-subscription';
      const subscription = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: {
          userVisibleOnly: true,
          applicationServerKey: Uint8Array.from(atob(serverKey), (c) => c.charCodeAt(0)).buffer,
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey as Uint8Array;
        localStorage.setItem(KEY, btoa(String.fromCharCode(...new Uint8Array(key))));
        return subscription(localStorage.getItem(KEY) as string) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => {
        const key = localStorage.getItem(KEY);
        return (key === null ? null : subscription(key)) as unknown as PushSubscription;
      };
    },
    [endpoint, p256dh, auth],
  );
}

async function openNotificationSettings(page: Page) {
  await followLinkTo(page, 'Beállítások');
  return page.getByRole('region', { name: 'Értesítések' });
}

/** The registration id of the page's service worker, as the DevTools protocol names it. */
async function serviceWorkerRegistration(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (!registration.isDeleted && registration.scopeURL === `${origin}/`) {
        registrationId = registration.registrationId;
      }
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationId).toBeTruthy();
  return { cdp, registrationId: registrationId as string };
}

journeys('push notifications', () => {
  test('the app is installable: manifest, icons and a service worker that is never cached long', async ({
    request,
  }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const app = await manifest.json();
    expect(app).toMatchObject({
      name: 'Tanácsadó portál',
      lang: 'hu',
      start_url: '/',
      display: 'standalone',
    });
    const icons = app.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const src of [
      ...icons.map((icon) => icon.src),
      '/icons/apple-touch-icon.png',
      '/icons/badge-96.png',
    ]) {
      const icon = await request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // No fetch handler: it never answers (or caches) a request.
    expect(await worker.text()).not.toContain("'fetch'");
    const html = await (await request.get('/')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  });

  test('an adviser turns push on; a booking arrives encrypted and the service worker shows it', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL as string).origin;
    const pushService = await startPushService();
    // The worker and the manifest load within the security policy (worker-src and manifest-src fall back
    // to default-src 'self').
    const policyErrors: string[] = [];
    page.on('console', (entry) => {
      if (/Content Security Policy|Manifest/i.test(entry.text())) policyErrors.push(entry.text());
    });
    try {
      const keys = browserPushKeys();
      const endpoint = `${pushService.origin}/push/${randomUUID()}`;
      await context.grantPermissions(['notifications'], { origin });
      await stubPushManager(context, endpoint, keys.p256dh, keys.auth);

      const adviser = await bookableAdviser(request, 'Push Piroska');
      await logInAs(page, 'tanacsado', adviser.email);
      const section = await openNotificationSettings(page);
      await expect(section.getByTestId('push-state')).toHaveText(
        'Ezen az eszközön nincsenek bekapcsolva a push-értesítések.',
      );
      await expectAccessible(page);

      // Push on: the subscription goes to the server.
      const saved = page.waitForRequest(
        (r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'POST',
      );
      await section.getByRole('button', { name: 'Push-értesítések bekapcsolása ezen az eszközön' }).click();
      const posted = await saved;
      expect(posted.postDataJSON()).toEqual({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
      expect((await posted.response())?.status()).toBe(201);
      await expect(page.getByText('Push-értesítések bekapcsolva ezen az eszközön.')).toBeVisible();
      await expect(section.getByTestId('push-state')).toHaveText(
        'Ezen az eszközön be vannak kapcsolva a push-értesítések.',
      );
      await expect(section.getByRole('button', { name: 'Kikapcsolás ezen az eszközön' })).toBeFocused();
      await page.reload();
      await expect(section.getByTestId('push-state')).toHaveText(
        'Ezen az eszközön be vannak kapcsolva a push-értesítések.',
      );

      // An asker books the adviser: the server sends the encrypted message to the push service.
      const asker = await subscribedAsker(request, 'Foglaló Flóra');
      await bookFirstFreeSlot(request, adviser, asker, new Date(), daysFromNow(7));
      await expect
        .poll(() => pushService.received.length, { timeout: 30_000, message: 'a push message arrives' })
        .toBeGreaterThan(0);
      const message = pushService.received[0] as PushRequest;
      expect(message.path).toBe(new URL(endpoint).pathname);
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      const publicKey = (await (await request.get('/api/push/public-key', { headers: asker.headers })).json())
        .data.publicKey as string;
      expect(message.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
      expect(Number(message.headers.ttl)).toBeGreaterThan(0);
      const data = keys.decrypt(message.body);
      const payload = JSON.parse(data) as { title: string; body: string; url: string; tag?: string };
      expect(payload.title).toBe('Új foglalás');
      expect(payload.body).toContain('Foglaló Flóra');
      expect(payload.url).toMatch(/^\/tanacsadoi-fiok\//);

      // The push service hands it to the browser: the service worker shows it.
      // The worker must be active first; a message the browser drops while it starts (a push service
      // would retry) is delivered again on the next poll.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const { cdp, registrationId } = await serviceWorkerRegistration(context, page, origin);
      let shown: { title: string; body: string; lang: string; url: string }[] = [];
      await expect
        .poll(
          async () => {
            if (shown.length === 0)
              await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
            shown = await page.evaluate(async () =>
              (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
                title: n.title,
                body: n.body,
                lang: n.lang,
                url: (n.data as { url: string }).url,
              })),
            );
            return shown.map((n) => n.title);
          },
          { intervals: [1_000, 2_000], timeout: 20_000 },
        )
        .toContain(payload.title);
      expect(shown.find((n) => n.title === payload.title)).toEqual({
        title: payload.title,
        body: payload.body,
        lang: 'hu',
        url: `${origin}${payload.url}`,
      });

      // Push off on this device: the browser unsubscribes and the server forgets the endpoint.
      const removed = page.waitForRequest(
        (r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'DELETE',
      );
      await section.getByRole('button', { name: 'Kikapcsolás ezen az eszközön' }).click();
      const deleted = await removed;
      expect(policyErrors).toEqual([]);
      expect(deleted.postDataJSON()).toEqual({ endpoint });
      expect((await deleted.response())?.status()).toBe(200);
      await expect(section.getByTestId('push-state')).toHaveText(
        'Ezen az eszközön nincsenek bekapcsolva a push-értesítések.',
      );
    } finally {
      await pushService.close();
    }
  });

  test('notification choices are saved per event and channel', async ({ page, request }) => {
    const asker = await verifiedAccount(request, 'kerdezo', 'Választó Vilma');
    await logInAs(page, 'kerdezo', asker.email);
    const section = await openNotificationSettings(page);
    const cancelledMail = section.getByRole('switch', { name: 'Lemondott időpont – e-mail' });
    const chatPush = section.getByRole('switch', { name: 'Új üzenet – push' });
    await expect(cancelledMail).toBeChecked();
    await expect(chatPush).toBeChecked();
    await expect(section.getByRole('switch')).toHaveCount(14);
    await expect(section.getByText('legfeljebb óránként egy e-mailt')).toBeVisible();
    await expectAccessible(page);

    // A mouse click lands on the switch's track (drawn over its transparent input); the keyboard toggles too.
    await cancelledMail.locator('xpath=following-sibling::*[1]').click();
    await chatPush.focus();
    await page.keyboard.press('Space');
    await expect(chatPush).not.toBeChecked();
    await expect(cancelledMail).not.toBeChecked();
    const saved = page.waitForRequest(
      (r) => r.url().endsWith('/api/notifications/preferences') && r.method() === 'PUT',
    );
    const save = section.getByRole('button', { name: 'Értesítési beállítások mentése' });
    await save.click();
    expect((await saved).postDataJSON()).toEqual({
      booking_cancelled: { email: false },
      chat_message: { push: false },
    });
    await expect(page.getByText('Értesítési beállítások mentve.')).toBeVisible();
    await expect(save).toBeFocused();

    await page.reload();
    await expect(cancelledMail).not.toBeChecked();
    await expect(chatPush).not.toBeChecked();
    await expect(section.getByRole('switch', { name: 'Lemondott időpont – push' })).toBeChecked();
    await expect(section.getByRole('switch', { name: 'Új üzenet – e-mail' })).toBeChecked();
    const stored = await request.get('/api/notifications/preferences', {
      headers: { authorization: `Bearer ${asker.token}` },
    });
    expect((await stored.json()).data).toMatchObject({
      booking_cancelled: { email: false, push: true },
      chat_message: { email: true, push: false },
      booking_new: { email: true, push: true },
    });
  });
});
