import { NOTIFICATION_EVENTS } from '@common/api/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, pushSubscriptions } from '../../db/schema';
import { createAdviser, createAsker, createType, startConversation } from '../../test/fixtures';
import { browserPushKeys, startPushService } from '../../test/push-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { endpointAllowed } from './push-sender';

/** The answer the local push service gives, by path (201 by default). */
const answers = new Map<string, number>();
let pushService: Awaited<ReturnType<typeof startPushService>>;
let base: string;
let t: TestApp;
let typeId: string;

beforeAll(async () => {
  pushService = await startPushService(answers);
  base = pushService.origin;
  t = await createTestApp({ env: { PUSH_ALLOW_ANY_ENDPOINT: 'true' } });
  typeId = (await createType(t.app.db, 'Karriertanácsadás')).id;
});

afterAll(async () => {
  await t.close();
  await pushService.close();
});

/** A device as a browser makes one: its own key pair and auth secret, the endpoint on our local service. */
function device(path: string) {
  const keys = browserPushKeys();
  return {
    path,
    body: { endpoint: `${base}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    /** The messages pushed to this device, decrypted as the browser would. */
    messages() {
      return pushService.received
        .filter((r) => r.path === path)
        .map((r) => {
          expect(r.headers['content-encoding']).toBe('aes128gcm');
          expect(r.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
          return JSON.parse(keys.decrypt(r.body));
        });
    },
  };
}

async function subscribe(auth: Record<string, string>, body: ReturnType<typeof device>['body']) {
  const answer = await t.request({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: auth,
    payload: body,
  });
  expect(answer.statusCode).toBe(201);
}

async function bookableAdviser() {
  const account = await createAdviser(t.app.db, { topicIds: [typeId] });
  await t.app.db
    .update(advisers)
    .set({
      workSchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' })),
      minNoticeHours: 0,
    })
    .where(eq(advisers.id, account.adviser.id));
  return account;
}

async function bookFirstSlot(adviserId: string, auth: Record<string, string>) {
  const from = new Date(Date.now() + 24 * 3600_000);
  const slots = await t.request({
    method: 'GET',
    url: `/api/tanacsadok/${adviserId}/available-slots?from=${from.toISOString()}&to=${new Date(from.getTime() + 3 * 86_400_000).toISOString()}&typeId=${typeId}`,
  });
  const [slot] = slots.json().data as { startTime: string }[];
  const booked = await t.request({
    method: 'POST',
    url: '/api/appointments',
    headers: auth,
    payload: { expertId: adviserId, consultationType: typeId, startTime: slot?.startTime },
  });
  expect(booked.statusCode).toBe(201);
  return booked.json().data as { id: string };
}

describe('notification choices', () => {
  it('start with everything on and keep a partial change of one event and channel', async () => {
    const asker = await createAsker(t.app.db);
    const PREFERENCES = '/api/notifications/preferences';
    const choose = (payload: object) => t.send('PUT', PREFERENCES, asker.auth, payload);
    const initial = await t.send('GET', PREFERENCES, asker.auth);
    expect(initial.statusCode).toBe(200);
    expect(Object.keys(initial.json().data)).toEqual([...NOTIFICATION_EVENTS]);
    expect(initial.json().data.booking_new).toEqual({ email: true, push: true });

    const changed = await choose({ chat_message: { email: false } });
    expect(changed.json().data.chat_message).toEqual({ email: false, push: true });
    const again = await choose({ reminder: { push: false } });
    expect(again.json().data).toMatchObject({
      chat_message: { email: false, push: true },
      reminder: { email: true, push: false },
    });

    for (const payload of [{ password_changed: { email: false } }, { reminder: { email: 'nem' } }]) {
      expect((await choose(payload)).statusCode).toBe(400);
    }
    expect((await t.send('GET', PREFERENCES)).statusCode).toBe(401);
  });
});

describe('web push', () => {
  it('pushes a new booking to the adviser’s devices, encrypted for each, and mails too', async () => {
    const adviser = await bookableAdviser();
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const key = await t.request({ method: 'GET', url: '/api/push/public-key', headers: adviser.auth });
    expect(key.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const phone = device('/push/phone');
    const laptop = device('/push/laptop');
    await subscribe(adviser.auth, phone.body);
    await subscribe(adviser.auth, laptop.body);

    await bookFirstSlot(adviser.adviser.id, asker.auth);
    await t.app.jobs.outbox.drain();
    for (const each of [phone, laptop]) {
      expect(each.messages()).toEqual([
        expect.objectContaining({ title: 'Új foglalás', url: '/tanacsadoi-fiok/tanacsadasok' }),
      ]);
    }
    expect((await t.mailsTo(adviser.user.email)).map((m) => m.subject)).toContain(
      'Új foglalás – Tanácsadó portál',
    );
  });

  it('follows the choices: push off sends no push, e-mail off sends no mail', async () => {
    const adviser = await bookableAdviser();
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const tablet = device('/push/tablet');
    await subscribe(adviser.auth, tablet.body);
    await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: adviser.auth,
      payload: { booking_new: { email: false, push: false } },
    });
    await bookFirstSlot(adviser.adviser.id, asker.auth);
    await t.app.jobs.outbox.drain();
    expect(tablet.messages()).toEqual([]);
    expect(await t.mailsTo(adviser.user.email)).toEqual([]);
  });

  it('drops a subscription the push service says is gone (410), and pushes a chat message to an absent reader', async () => {
    const adviser = await bookableAdviser();
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const old = device('/push/old');
    const current = device('/push/current');
    answers.set('/push/old', 410);
    await subscribe(asker.auth, old.body);
    await subscribe(asker.auth, current.body);
    const conversation = await startConversation(t, asker, adviser);
    expect(conversation.statusCode).toBe(200);
    const sent = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversation.json().data.id}/messages`,
      headers: adviser.auth,
      payload: { message: 'Jó napot! Holnap 10-kor megfelel?' },
    });
    expect(sent.statusCode).toBe(201);
    await expect
      .poll(async () => {
        await t.app.jobs.outbox.drain();
        return current.messages();
      })
      .toEqual([
        expect.objectContaining({
          title: 'Új üzenet: Teszt Tanácsadó',
          body: 'Jó napot! Holnap 10-kor megfelel?',
          url: '/kerdezo/uzenetek',
        }),
      ]);
    const left = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, asker.user.id));
    expect(left.map((s) => s.endpoint)).toEqual([`${base}/push/current`]);
  });

  it('takes only the browsers’ push services by default, and removes only one’s own device', async () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/abc', false)).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://evil.example/fcm.googleapis.com',
      'file:///etc/passwd',
    ]) {
      expect(endpointAllowed(endpoint, false)).toBe(false);
    }
    const strict = await createTestApp();
    try {
      const asker = await createAsker(strict.app.db);
      const refused = await strict.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: asker.auth,
        payload: device('/push/x').body,
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await strict.close();
    }

    const owner = await createAsker(t.app.db);
    const other = await createAsker(t.app.db);
    const mine = device('/push/mine');
    await subscribe(owner.auth, mine.body);
    const removeAs = (auth: Record<string, string>) =>
      t.send('DELETE', '/api/push/subscriptions', auth, { endpoint: mine.body.endpoint });
    const ownersDevices = () =>
      t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.user.id));
    await removeAs(other.auth);
    expect(await ownersDevices()).toHaveLength(1);
    await removeAs(owner.auth);
    expect(await ownersDevices()).toHaveLength(0);
  });
});
