import { PAYMENT_REQUIRED_MESSAGE } from '@common/api/subscriptions';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, askers, auditLog, paymentEvents, payments, subscriptionPackages } from '../../db/schema';
import { DAY_MS, HOUR_MS, ManualClock } from '../../lib/clock';
import { REAL_PAYMENTS_INVOICING_ENV } from '../../test/fake-stripe';
import { createAdviser, createAsker, createUser } from '../../test/fixtures';
import { createTestApp, jobDependencies, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';
import { SubscriptionExpiry } from './expiry';
import { StripePaymentProvider } from './payment-provider';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_suite';
const START = '2026-11-22T09:00:00Z';

let t: TestApp;
let clock: ManualClock;
let askerMonthly: typeof subscriptionPackages.$inferSelect;
let askerQuarter: typeof subscriptionPackages.$inferSelect;
let adviserMonthly: typeof subscriptionPackages.$inferSelect;

async function insertPackage(values: typeof subscriptionPackages.$inferInsert) {
  const [row] = await t.app.db.insert(subscriptionPackages).values(values).returning();
  if (!row) throw new Error('no package');
  return row;
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  askerMonthly = await insertPackage({ name: 'Havi', audience: 'kerdezo', days: 30, priceHuf: 4990 });
  askerQuarter = await insertPackage({ name: 'Negyedéves', audience: 'kerdezo', days: 90, priceHuf: 12990 });
  adviserMonthly = await insertPackage({
    name: 'Tanácsadói havi',
    audience: 'tanacsado',
    days: 30,
    priceHuf: 9990,
  });
  await insertPackage({ name: 'Régi csomag', audience: 'kerdezo', days: 10, priceHuf: 100, active: false });
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (app: TestApp, method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  app.request({ method, url, headers, ...(payload ? { payload } : {}) });
const checkout = (app: TestApp, headers: Headers, packageId: string, idempotencyKey: string) =>
  call(app, 'POST', '/api/subscriptions/checkout', headers, { packageId, idempotencyKey });
const askerRow = async (app: TestApp, userId: string) =>
  (await app.app.db.select().from(askers).where(eq(askers.userId, userId)))[0];
const paymentRow = async (app: TestApp, id: string) =>
  (await app.app.db.select().from(payments).where(eq(payments.id, id)))[0];
const receipts = async (app: TestApp, email: string) =>
  (await app.mailsTo(email)).filter((m) => m.subject.startsWith('Fizetési visszaigazolás'));
const key = () => `kulcs-${crypto.randomUUID()}`;

describe('subscription packages', () => {
  it('lists the active packages of an audience to anyone, with the gross price, VAT and net', async () => {
    const res = await call(t, 'GET', '/api/subscription-packages?audience=kerdezo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paymentProvider).toBe('demo');
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Havi', 'Negyedéves']);
    expect(body.data[0]).toMatchObject({
      id: askerMonthly.id,
      _id: askerMonthly.id,
      days: 30,
      priceHuf: 4990,
      netHuf: 3929,
      vatHuf: 1061,
      vatPercent: 27,
      vatNote: 'bruttó, 27% áfát tartalmaz',
    });
    const advisersOnly = (await call(t, 'GET', '/api/subscription-packages?audience=tanacsado')).json();
    expect(advisersOnly.data.map((p: { id: string }) => p.id)).toEqual([adviserMonthly.id]);
    expect((await call(t, 'GET', '/api/subscription-packages?audience=admin')).statusCode).toBe(400);
  });
});

describe('checkout with the demo provider', () => {
  it('creates one payment for a retried request with the same idempotency key, also in parallel', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: 5 });
    const k = key();
    const answers = await Promise.all([1, 2, 3].map(() => checkout(t, asker.auth, askerMonthly.id, k)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const ids = new Set(answers.map((res) => res.json().paymentId));
    expect(ids.size).toBe(1);
    const [paymentId] = [...ids];
    expect(answers[0]?.json()).toMatchObject({
      paymentId,
      checkoutUrl: `/fizetes/demo/${paymentId}`,
      provider: 'demo',
      status: 'pending',
      data: { paymentId },
    });
    const rows = await t.app.db.select().from(payments).where(eq(payments.userId, asker.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountHuf: 4990, days: 30, packageName: 'Havi', status: 'pending' });

    // Another key is another purchase; the same key for another package is refused.
    expect((await checkout(t, asker.auth, askerMonthly.id, key())).json().paymentId).not.toBe(paymentId);
    const reused = await checkout(t, asker.auth, askerQuarter.id, k);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('sells a package only to its audience and refuses unknown, inactive and bad input', async () => {
    const asker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const wrong = await checkout(t, asker.auth, adviserMonthly.id, key());
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('WRONG_AUDIENCE');
    expect((await checkout(t, adviser.auth, askerMonthly.id, key())).statusCode).toBe(403);
    expect((await checkout(t, admin.auth, askerMonthly.id, key())).statusCode).toBe(403);
    expect((await checkout(t, {}, askerMonthly.id, key())).statusCode).toBe(401);
    const [inactive] = await t.app.db
      .select()
      .from(subscriptionPackages)
      .where(eq(subscriptionPackages.active, false));
    expect((await checkout(t, asker.auth, inactive?.id ?? '', key())).statusCode).toBe(404);
    expect((await checkout(t, asker.auth, crypto.randomUUID(), key())).statusCode).toBe(404);
    const bad = await checkout(t, asker.auth, askerMonthly.id, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.idempotencyKey');
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, asker.user.id))).toHaveLength(0);
  });

  it('completes a demo payment once: extends from the current expiry, mails one receipt, lists it', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: 10 });
    const before = (await askerRow(t, asker.user.id))?.expirationDate as Date;
    const { paymentId } = (await checkout(t, asker.auth, askerMonthly.id, key())).json();

    const first = await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/complete`, asker.auth);
    expect(first.statusCode).toBe(200);
    const expected = new Date(before.getTime() + 30 * DAY_MS).toISOString();
    expect(first.json()).toMatchObject({
      data: { id: paymentId, status: 'paid', newExpirationDate: expected, amountHuf: 4990 },
      subscription: { role: 'kerdezo', subscriptionStatus: 'active', expirationDate: expected, daysLeft: 40 },
    });
    // A double click, and a retried checkout of the paid payment, change nothing.
    expect(
      (await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/complete`, asker.auth)).statusCode,
    ).toBe(200);
    expect((await askerRow(t, asker.user.id))?.expirationDate?.toISOString()).toBe(expected);
    const mails = await receipts(t, asker.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Havi (30 nap)');
    expect(mails[0]?.text).toMatch(
      /4\s?990\sFt \(bruttó, 27% áfát tartalmaz: nettó 3\s?929\sFt \+ áfa 1\s?061\sFt\)/,
    );
    expect(mails[0]?.text).toContain('2027. január 1.');

    const history = await call(t, 'GET', '/api/subscriptions/payments?page=1&limit=5', asker.auth);
    expect(history.json()).toMatchObject({
      data: [{ id: paymentId, status: 'paid', packageName: 'Havi' }],
      page: 1,
      totalPages: 1,
      totalCount: 1,
    });
    const me = await call(t, 'GET', '/api/subscriptions/me', asker.auth);
    expect(me.json().data).toMatchObject({
      subscriptionStatus: 'active',
      daysLeft: 40,
      paymentProvider: 'demo',
    });
  });

  it('extends an expired subscription from now', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: -3 });
    const { paymentId } = (await checkout(t, asker.auth, askerQuarter.id, key())).json();
    await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/complete`, asker.auth);
    const row = await askerRow(t, asker.user.id);
    expect(row?.expirationDate?.toISOString()).toBe(
      new Date(clock.now().getTime() + 90 * DAY_MS).toISOString(),
    );
    expect(row?.subscriptionStatus).toBe('active');
  });

  it("keeps another user's payment hidden and unpayable", async () => {
    const owner = await createAsker(t.app.db);
    const stranger = await createAsker(t.app.db);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const { paymentId } = (await checkout(t, owner.auth, askerMonthly.id, key())).json();
    for (const who of [stranger, admin]) {
      expect((await call(t, 'GET', `/api/subscriptions/payments/${paymentId}`, who.auth)).statusCode).toBe(
        404,
      );
      expect(
        (await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/complete`, who.auth)).statusCode,
      ).toBe(404);
      expect(
        (await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/cancel`, who.auth)).statusCode,
      ).toBe(404);
    }
    expect((await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/complete`)).statusCode).toBe(401);
    expect((await paymentRow(t, paymentId))?.status).toBe('pending');
    expect((await call(t, 'GET', `/api/subscriptions/payments/${paymentId}`, owner.auth)).statusCode).toBe(
      200,
    );
  });

  it('cancels a pending demo payment ("Mégse"), which then cannot be paid', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: 3 });
    const before = (await askerRow(t, asker.user.id))?.expirationDate?.toISOString();
    const { paymentId } = (await checkout(t, asker.auth, askerMonthly.id, key())).json();
    const cancelled = await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/cancel`, asker.auth);
    expect(cancelled.json().data.status).toBe('cancelled');
    const paid = await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/complete`, asker.auth);
    expect(paid.statusCode).toBe(409);
    expect((await askerRow(t, asker.user.id))?.expirationDate?.toISOString()).toBe(before);
  });

  it("extends an adviser's listing: an expired adviser becomes visible again", async () => {
    const adviser = await createAdviser(t.app.db, { expiresInDays: -1 });
    const profile = `/api/tanacsadok/public/${adviser.adviser.id}`;
    expect((await call(t, 'GET', profile)).statusCode).toBe(404);
    const state = (await call(t, 'GET', '/api/subscriptions/me', adviser.auth)).json().data;
    expect(state).toMatchObject({
      role: 'tanacsado',
      subscriptionStatus: 'expired',
      listed: false,
      daysLeft: 0,
    });
    const { paymentId } = (await checkout(t, adviser.auth, adviserMonthly.id, key())).json();
    const done = await call(t, 'POST', `/api/subscriptions/demo/${paymentId}/complete`, adviser.auth);
    expect(done.json().subscription).toMatchObject({
      subscriptionStatus: 'active',
      listed: true,
      daysLeft: 30,
    });
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviser.adviser.id));
    expect(row?.expirationDate?.toISOString()).toBe(
      new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    );
    expect((await call(t, 'GET', profile)).statusCode).toBe(200);
    expect(await receipts(t, adviser.user.email)).toHaveLength(1);
  });

  it('keeps the demo extend-subscription call working without payment keys', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: -1 });
    const res = await call(t, 'POST', '/api/kerdezok/extend-subscription', asker.auth, { days: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscriptionStatus).toBe('active');
  });
});

describe('admin payment list', () => {
  it('lists payments with the buyer, filters by user and status, pages, and is admin-only', async () => {
    const admin = await createUser(t.app.db, { role: 'admin' });
    const asker = await createAsker(t.app.db, { name: 'Fizető Kérdező' });
    const first = (await checkout(t, asker.auth, askerMonthly.id, key())).json().paymentId;
    const second = (await checkout(t, asker.auth, askerQuarter.id, key())).json().paymentId;
    await call(t, 'POST', `/api/subscriptions/demo/${second}/complete`, asker.auth);

    const mine = await call(t, 'GET', `/api/admin/payments?userId=${asker.user.id}&limit=1`, admin.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ page: 1, totalPages: 2, totalCount: 2 });
    const paid = await call(t, 'GET', `/api/admin/payments?userId=${asker.user.id}&status=paid`, admin.auth);
    expect(paid.json().data).toEqual([
      expect.objectContaining({
        _id: second,
        id: second,
        userId: asker.user.id,
        userName: 'Fizető Kérdező',
        userEmail: asker.user.email,
        packageName: 'Negyedéves',
        audience: 'kerdezo',
        days: 90,
        amountHuf: 12990,
        provider: 'demo',
        status: 'paid',
        paidAt: expect.any(String),
        createdAt: expect.any(String),
      }),
    ]);
    const pending = await call(
      t,
      'GET',
      `/api/admin/payments?userId=${asker.user.id}&status=pending`,
      admin.auth,
    );
    expect(pending.json().data.map((p: { id: string }) => p.id)).toEqual([first]);
    expect((await call(t, 'GET', '/api/admin/payments?status=mas', admin.auth)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/admin/payments', asker.auth)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/payments')).statusCode).toBe(401);
  });
});

describe('expiry job', () => {
  const reminders = async (email: string) =>
    (await t.mailsTo(email)).filter((m) => m.subject.startsWith('Előfizetése')).map((m) => m.subject);

  it('marks lapsed askers expired and sends the 7-day and 1-day reminders once each', async () => {
    const start = clock.now();
    try {
      const lapsed = await createAsker(t.app.db, { expiresInDays: 1 });
      const asker = await createAsker(t.app.db, { expiresInDays: 9 });
      const adviser = await createAdviser(t.app.db, { expiresInDays: 9 });
      const inactiveAdviser = await createAdviser(t.app.db, { expiresInDays: 9, active: false });
      const other = new SubscriptionExpiry(jobDependencies(t, clock));

      await t.app.jobs.subscriptionExpiry.runOnce();
      expect(await reminders(asker.user.email)).toEqual([]);
      // A day left: the 1-day reminder at once (the 7-day one's time has passed).
      expect(await reminders(lapsed.user.email)).toEqual(['Előfizetése holnap lejár – Tanácsadó portál']);

      // Two days later: 7 days left. Run twice and on a second instance at the same time.
      clock.advance(2 * DAY_MS);
      await Promise.all([t.app.jobs.subscriptionExpiry.runOnce(), other.runOnce()]);
      await t.app.jobs.subscriptionExpiry.runOnce();
      expect((await askerRow(t, lapsed.user.id))?.subscriptionStatus).toBe('expired');
      expect(await reminders(asker.user.email)).toEqual(['Előfizetése 7 nap múlva lejár – Tanácsadó portál']);
      expect(await reminders(adviser.user.email)).toHaveLength(1);
      expect(await reminders(inactiveAdviser.user.email)).toEqual([]);
      expect(await reminders(lapsed.user.email)).toHaveLength(1);

      // 12 hours before the expiry: the 1-day reminder, once.
      clock.advance(6 * DAY_MS + 12 * HOUR_MS);
      await Promise.all([t.app.jobs.subscriptionExpiry.runOnce(), other.runOnce()]);
      await t.app.jobs.subscriptionExpiry.runOnce();
      expect(await reminders(asker.user.email)).toEqual([
        'Előfizetése holnap lejár – Tanácsadó portál',
        'Előfizetése 7 nap múlva lejár – Tanácsadó portál',
      ]);
      expect(await reminders(adviser.user.email)).toHaveLength(2);

      // After the expiry: expired, and no more mail.
      clock.advance(HOUR_MS * 13);
      await t.app.jobs.subscriptionExpiry.runOnce();
      expect((await askerRow(t, asker.user.id))?.subscriptionStatus).toBe('expired');
      expect(await reminders(asker.user.email)).toHaveLength(2);
      // (The fixture's session idled out over the 8 days: a fresh login.)
      const token = await createSession(t.app.db, clock.now(), asker.user.id);
      const me = await call(t, 'GET', '/api/subscriptions/me', { authorization: `Bearer ${token}` });
      expect(me.json().data).toMatchObject({ subscriptionStatus: 'expired', daysLeft: 0 });
    } finally {
      clock.set(start);
    }
  });
});

/** A Stripe API stand-in for the SDK's fetch client: checkout sessions, idempotent per Idempotency-Key. */
function fakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const requests: { path: string; params: URLSearchParams; idempotencyKey: string | null }[] = [];
  const fetchFn = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const params = new URLSearchParams(String(init?.body ?? ''));
    const idempotencyKey = headers.get('idempotency-key');
    requests.push({ path: new URL(String(url)).pathname, params, idempotencyKey });
    let session = idempotencyKey ? sessions.get(idempotencyKey) : undefined;
    if (!session) {
      const id = `cs_test_${sessions.size + 1}_${crypto.randomUUID().slice(0, 8)}`;
      session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        client_reference_id: params.get('client_reference_id'),
        payment_status: 'unpaid',
        status: 'open',
      };
      if (idempotencyKey) sessions.set(idempotencyKey, session);
    }
    return new Response(JSON.stringify(session), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  return { requests, httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) };
}

describe('checkout with Stripe', () => {
  let s: TestApp;
  let stripe: ReturnType<typeof fakeStripe>;
  const signer = new Stripe('sk_test_signer');
  let eventNo = 0;

  beforeAll(async () => {
    stripe = fakeStripe();
    const stripeClock = new ManualClock(START);
    s = await createTestApp({
      clock: stripeClock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_suite',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_suite',
        ...REAL_PAYMENTS_INVOICING_ENV,
      },
      paymentProvider: new StripePaymentProvider({
        secretKey: 'sk_test_suite',
        webhookSecret: WEBHOOK_SECRET,
        connectWebhookSecret: 'whsec_connect_suite',
        publicUrl: 'http://localhost:3000',
        httpClient: stripe.httpClient,
      }),
    });
    for (const p of [askerMonthly, adviserMonthly]) {
      await s.app.db.insert(subscriptionPackages).values({ ...p });
    }
  });

  afterAll(async () => {
    await s.close();
  });

  /** The body of a Stripe webhook event about one object (a checkout session, a charge…). */
  const stripeEvent = (type: string, object: Record<string, unknown>, id = `evt_test_${++eventNo}`) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: 1_790_000_000,
      data: { object },
    });
  const event = (
    type: string,
    session: {
      id: string;
      client_reference_id?: string | null;
      payment_status?: string;
      payment_intent?: string;
    },
    id?: string,
  ) => stripeEvent(type, { object: 'checkout.session', payment_status: 'paid', ...session }, id);
  const webhook = (payload: string, signature?: string) =>
    s.request({
      method: 'POST',
      url: '/api/subscriptions/webhook/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature !== undefined
          ? { 'stripe-signature': signature }
          : {
              'stripe-signature': signer.webhooks.generateTestHeaderString({
                payload,
                secret: WEBHOOK_SECRET,
              }),
            }),
      },
      payload,
    });

  async function startCheckout() {
    const asker = await createAsker(s.app.db, { expiresInDays: 2 });
    const k = key();
    const res = await checkout(s, asker.auth, askerMonthly.id, k);
    expect(res.statusCode).toBe(200);
    const payment = await paymentRow(s, res.json().paymentId);
    if (!payment?.providerRef) throw new Error('no session');
    return { asker, k, res, payment, sessionId: payment.providerRef };
  }

  it('opens a Checkout Session in HUF, idempotently: a retried request gets the same payment and page', async () => {
    const before = stripe.requests.length;
    const { asker, k, res, payment, sessionId } = await startCheckout();
    expect(res.json()).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });
    const sent = stripe.requests[before];
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.idempotencyKey).toBe(`checkout-${payment.id}`);
    expect(sent?.params.get('mode')).toBe('payment');
    expect(sent?.params.get('line_items[0][price_data][currency]')).toBe('huf');
    expect(sent?.params.get('line_items[0][price_data][unit_amount]')).toBe('499000');
    expect(sent?.params.get('client_reference_id')).toBe(payment.id);
    expect(sent?.params.get('success_url')).toBe(
      `http://localhost:3000/kerdezo/elofizetes?fizetes=${payment.id}`,
    );

    const again = await checkout(s, asker.auth, askerMonthly.id, k);
    expect(again.json()).toMatchObject({ paymentId: payment.id, checkoutUrl: res.json().checkoutUrl });
    expect(await s.app.db.select().from(payments).where(eq(payments.userId, asker.user.id))).toHaveLength(1);
  });

  it('applies a signed checkout.session.completed once, even when it is delivered three more times', async () => {
    const { asker, payment, sessionId } = await startCheckout();
    const before = (await askerRow(s, asker.user.id))?.expirationDate as Date;
    const payload = event('checkout.session.completed', { id: sessionId, client_reference_id: payment.id });
    // Delivered twice at the same time, together with a distinct event for the same session.
    const parallel = await Promise.all([
      webhook(payload),
      webhook(payload),
      webhook(event('checkout.session.completed', { id: sessionId })),
    ]);
    for (const res of parallel) expect(res.statusCode).toBe(200);
    expect(
      parallel
        .slice(0, 2)
        .map((res) => res.json().duplicate)
        .sort(),
    ).toEqual([false, true]);
    for (let i = 0; i < 3; i += 1) {
      const replay = await webhook(payload);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ received: true, duplicate: true });
    }

    const expected = new Date(before.getTime() + 30 * DAY_MS).toISOString();
    expect((await askerRow(s, asker.user.id))?.expirationDate?.toISOString()).toBe(expected);
    expect(await paymentRow(s, payment.id)).toMatchObject({ status: 'paid', appliedAt: expect.any(Date) });
    expect(await receipts(s, asker.user.email)).toHaveLength(1);
  });

  it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
    const { asker, payment, sessionId } = await startCheckout();
    const before = (await askerRow(s, asker.user.id))?.expirationDate?.toISOString();
    const payload = event('checkout.session.completed', { id: sessionId }, 'evt_forged');
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const other = event('checkout.session.completed', { id: sessionId }, 'evt_other');
    const signedOther = signer.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET });
    for (const res of [
      await webhook(payload, forged),
      await webhook(payload, ''),
      await webhook(payload, 'nonsense'),
      // A valid signature of other bytes.
      await webhook(payload, signedOther),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect((await paymentRow(s, payment.id))?.status).toBe('pending');
    expect((await askerRow(s, asker.user.id))?.expirationDate?.toISOString()).toBe(before);
    expect(await s.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toEqual([]);
  });

  it('does not undo a paid payment with a later failure, and fails a pending one', async () => {
    const paid = await startCheckout();
    await webhook(event('checkout.session.completed', { id: paid.sessionId }));
    const expiry = (await askerRow(s, paid.asker.user.id))?.expirationDate?.toISOString();
    expect((await webhook(event('checkout.session.expired', { id: paid.sessionId }))).statusCode).toBe(200);
    expect(
      (await webhook(event('checkout.session.async_payment_failed', { id: paid.sessionId }))).statusCode,
    ).toBe(200);
    expect((await paymentRow(s, paid.payment.id))?.status).toBe('paid');
    expect((await askerRow(s, paid.asker.user.id))?.expirationDate?.toISOString()).toBe(expiry);

    const lapsed = await startCheckout();
    await webhook(event('checkout.session.expired', { id: lapsed.sessionId, payment_status: 'unpaid' }));
    expect((await paymentRow(s, lapsed.payment.id))?.status).toBe('failed');
  });

  it('waits for a delayed payment method, and acknowledges unknown events without acting', async () => {
    const { asker, payment, sessionId } = await startCheckout();
    const before = (await askerRow(s, asker.user.id))?.expirationDate?.toISOString();
    await webhook(event('checkout.session.completed', { id: sessionId, payment_status: 'unpaid' }));
    const unknown = await webhook(event('customer.created', { id: 'cus_1' }));
    expect(unknown.statusCode).toBe(200);
    expect((await paymentRow(s, payment.id))?.status).toBe('pending');
    expect((await askerRow(s, asker.user.id))?.expirationDate?.toISOString()).toBe(before);
    await webhook(event('checkout.session.async_payment_succeeded', { id: sessionId }));
    expect((await paymentRow(s, payment.id))?.status).toBe('paid');
  });

  const audits = async (paymentId: string) =>
    (await s.app.db.select().from(auditLog).where(eq(auditLog.entityId, paymentId))).map((row) => row.action);
  const mailsAbout = async (email: string, subject: string) =>
    (await s.mailsTo(email)).filter((m) => m.subject.startsWith(subject));

  /** A checkout paid through Stripe: the session names its PaymentIntent, which refunds refer to. */
  async function paidCheckout() {
    const started = await startCheckout();
    const before = (await askerRow(s, started.asker.user.id))?.expirationDate as Date;
    const paymentIntent = `pi_${crypto.randomUUID().replaceAll('-', '')}`;
    await webhook(
      event('checkout.session.completed', { id: started.sessionId, payment_intent: paymentIntent }),
    );
    const paidUntil = (await askerRow(s, started.asker.user.id))?.expirationDate as Date;
    expect(paidUntil.getTime()).toBe(before.getTime() + 30 * DAY_MS);
    return { ...started, before, paidUntil, paymentIntent };
  }
  const charge = (paymentIntent: string, refundedFiller: number) => ({
    object: 'charge',
    id: `ch_${paymentIntent}`,
    payment_intent: paymentIntent,
    amount: 499000,
    amount_refunded: refundedFiller,
    refunded: refundedFiller >= 499000,
    currency: 'huf',
  });

  it('takes back the bought days once on a full refund, however often Stripe delivers it', async () => {
    const { asker, payment, before, paymentIntent } = await paidCheckout();
    const payload = stripeEvent('charge.refunded', charge(paymentIntent, 499000));
    const deliveries = await Promise.all([webhook(payload), webhook(payload)]);
    expect(deliveries.map((res) => res.statusCode)).toEqual([200, 200]);
    // The same refund under another event id changes nothing more.
    expect((await webhook(stripeEvent('charge.refunded', charge(paymentIntent, 499000)))).statusCode).toBe(
      200,
    );

    expect(await paymentRow(s, payment.id)).toMatchObject({
      status: 'refunded',
      refundedHuf: 4990,
      reversedAt: expect.any(Date),
    });
    expect((await askerRow(s, asker.user.id))?.expirationDate?.toISOString()).toBe(before.toISOString());
    expect(await audits(payment.id)).toEqual(['payment.refunded']);
    const mails = await mailsAbout(asker.user.email, 'Visszatérítés');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('30 nappal rövidítettük');
  });

  it('shortens by the refunded share on a partial refund, and by the rest when the refund is completed', async () => {
    const { asker, payment, paidUntil, paymentIntent } = await paidCheckout();
    await webhook(stripeEvent('charge.refunded', charge(paymentIntent, 249500)));
    expect(await paymentRow(s, payment.id)).toMatchObject({
      status: 'paid',
      refundedHuf: 2495,
      reversedAt: null,
    });
    const half = (await askerRow(s, asker.user.id))?.expirationDate as Date;
    expect(half.getTime()).toBe(paidUntil.getTime() - 15 * DAY_MS);

    await webhook(stripeEvent('charge.refunded', charge(paymentIntent, 499000)));
    expect(await paymentRow(s, payment.id)).toMatchObject({ status: 'refunded', refundedHuf: 4990 });
    const rest = (await askerRow(s, asker.user.id))?.expirationDate as Date;
    expect(rest.getTime()).toBe(paidUntil.getTime() - 30 * DAY_MS);
    expect(await audits(payment.id)).toEqual(['payment.refunded', 'payment.refunded']);
  });

  it('suspends the subscription at once on a dispute, once, and audits it', async () => {
    const { asker, payment, paymentIntent } = await paidCheckout();
    const dispute = {
      object: 'dispute',
      id: `dp_${paymentIntent}`,
      charge: `ch_${paymentIntent}`,
      payment_intent: paymentIntent,
      amount: 499000,
      currency: 'huf',
      reason: 'fraudulent',
      status: 'needs_response',
    };
    const payload = stripeEvent('charge.dispute.created', dispute);
    for (let i = 0; i < 2; i += 1) expect((await webhook(payload)).statusCode).toBe(200);
    // A refund arriving afterwards has nothing left to take back.
    await webhook(stripeEvent('charge.refunded', charge(paymentIntent, 499000)));

    const now = s.app.clock.now();
    expect(await paymentRow(s, payment.id)).toMatchObject({ status: 'disputed', refundedHuf: 0 });
    expect(await askerRow(s, asker.user.id)).toMatchObject({ subscriptionStatus: 'expired' });
    expect((await askerRow(s, asker.user.id))?.expirationDate?.toISOString()).toBe(now.toISOString());
    expect(await audits(payment.id)).toEqual(['payment.disputed']);
    expect(await mailsAbout(asker.user.email, 'Vitatott fizetés')).toHaveLength(1);
    const state = await call(s, 'GET', '/api/subscriptions/me', asker.auth);
    expect(state.json().data).toMatchObject({ daysLeft: 0 });
  });

  it('answers 402 to extend-subscription and refuses demo payments when a provider is configured', async () => {
    const { asker, payment } = await startCheckout();
    const before = (await askerRow(s, asker.user.id))?.expirationDate?.toISOString();
    const res = await call(s, 'POST', '/api/kerdezok/extend-subscription', asker.auth, { days: 30 });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', error: PAYMENT_REQUIRED_MESSAGE });
    const demo = await call(s, 'POST', `/api/subscriptions/demo/${payment.id}/complete`, asker.auth);
    expect(demo.statusCode).toBe(403);
    expect((await askerRow(s, asker.user.id))?.expirationDate?.toISOString()).toBe(before);
    expect((await call(s, 'GET', '/api/subscription-packages')).json().paymentProvider).toBe('stripe');
  });
});

describe('abandoned checkouts', () => {
  const history = async (headers: Headers) =>
    (await call(t, 'GET', '/api/subscriptions/payments?page=1&limit=10', headers)).json().data as {
      id: string;
      status: string;
    }[];

  it('fail once the checkout has expired (by the hourly job), and a new purchase goes through', async () => {
    const asker = await createAsker(t.app.db);
    const abandonedKey = key();
    const opened = (await checkout(t, asker.auth, askerMonthly.id, abandonedKey)).json();
    expect(opened.status).toBe('pending');

    // Within the checkout's lifetime it may still be paid.
    clock.advance(23 * HOUR_MS);
    await t.app.jobs.subscriptionExpiry.runOnce();
    expect((await paymentRow(t, opened.paymentId))?.status).toBe('pending');

    clock.advance(2 * HOUR_MS);
    await t.app.jobs.subscriptionExpiry.runOnce();
    expect((await paymentRow(t, opened.paymentId))?.status).toBe('failed');
    expect(await history(asker.auth)).toEqual([
      expect.objectContaining({ id: opened.paymentId, status: 'failed' }),
    ]);
    // Its page is not reopened: the same key answers with its outcome, and paying it is refused.
    const again = (await checkout(t, asker.auth, askerMonthly.id, abandonedKey)).json();
    expect(again).toMatchObject({ paymentId: opened.paymentId, status: 'failed' });
    const late = await call(t, 'POST', `/api/subscriptions/demo/${opened.paymentId}/complete`, asker.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_CLOSED');

    // The retry: a new purchase, paid.
    const retry = (await checkout(t, asker.auth, askerMonthly.id, key())).json();
    expect(retry).toMatchObject({ status: 'pending' });
    expect(retry.paymentId).not.toBe(opened.paymentId);
    const paid = await call(t, 'POST', `/api/subscriptions/demo/${retry.paymentId}/complete`, asker.auth);
    expect(paid.json()).toMatchObject({
      data: { status: 'paid' },
      subscription: { subscriptionStatus: 'active', daysLeft: 30 },
    });
    expect((await history(asker.auth)).map((p) => p.status)).toEqual(['paid', 'failed']);
  });

  it('are found failed when read, before the job has run', async () => {
    const asker = await createAsker(t.app.db);
    const { paymentId } = (await checkout(t, asker.auth, askerMonthly.id, key())).json();
    clock.advance(25 * HOUR_MS);
    const read = await call(t, 'GET', `/api/subscriptions/payments/${paymentId}`, asker.auth);
    expect(read.json().data).toMatchObject({ id: paymentId, status: 'failed' });
    expect(await history(asker.auth)).toEqual([expect.objectContaining({ id: paymentId, status: 'failed' })]);
  });
});
