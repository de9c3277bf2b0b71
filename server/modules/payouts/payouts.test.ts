import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../db/schema';
import {
  CONNECT_SECRET,
  fakeStripeServer,
  PAYMENTS_SECRET,
  signedHeaders,
  stripeAppOptions,
} from '../../test/fake-stripe';
import { createAdviser, createAsker } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ONBOARDING_PATH } from '../subscriptions/payment-provider';

describe('payout account with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('starts with none, opens the demo onboarding, and is ready once the demo step is done', async () => {
    const { auth } = await createAdviser(t.app.db);
    const mine = () => t.request({ method: 'GET', url: '/api/payouts/me', headers: auth });
    expect((await mine()).json().data).toMatchObject({
      state: 'none',
      provider: null,
      chargesEnabled: false,
    });

    const start = await t.request({ method: 'POST', url: '/api/payouts/onboarding', headers: auth });
    expect(start.statusCode).toBe(200);
    expect(start.json().url).toBe(DEMO_ONBOARDING_PATH);
    expect((await mine()).json().data).toMatchObject({ state: 'incomplete', provider: 'demo' });
    // The demo has no dashboard of its own.
    const dashboard = await t.request({ method: 'POST', url: '/api/payouts/dashboard', headers: auth });
    expect(dashboard.statusCode).toBe(409);

    const done = await t.request({ method: 'POST', url: '/api/payouts/demo/complete', headers: auth });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'ready', chargesEnabled: true, payoutsEnabled: true });
    expect((await mine()).json().data.state).toBe('ready');
  });

  it('is the adviser’s own: guests get 401, askers 403, and the demo step needs an opened account', async () => {
    expect((await t.request({ method: 'GET', url: '/api/payouts/me' })).statusCode).toBe(401);
    const asker = await createAsker(t.app.db);
    const refused = await t.request({ method: 'POST', url: '/api/payouts/onboarding', headers: asker.auth });
    expect(refused.statusCode).toBe(403);
    const { auth } = await createAdviser(t.app.db);
    const early = await t.request({ method: 'POST', url: '/api/payouts/demo/complete', headers: auth });
    expect(early.statusCode).toBe(404);
  });

  it('refuses both Stripe webhooks (payments and Connect) when Stripe is not configured', async () => {
    for (const url of ['/api/subscriptions/webhook/stripe', '/api/payouts/webhook/stripe']) {
      const res = await t.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('INVALID_SIGNATURE');
    }
  });
});

describe('payout account with Stripe Connect', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripeServer>>;
  let created = 1_790_000_000;

  beforeAll(async () => {
    stripe = await fakeStripeServer();
    t = await createTestApp(stripeAppOptions(stripe.port));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const accountUpdated = (account: Record<string, unknown>, at: number) =>
    JSON.stringify({
      id: `evt_${at}_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'account.updated',
      api_version: '2025-01-01',
      created: at,
      account: account.id,
      data: { object: { object: 'account', ...account } },
    });
  const webhook = (payload: string, secret = CONNECT_SECRET) =>
    t.request({
      method: 'POST',
      url: '/api/payouts/webhook/stripe',
      headers: signedHeaders(payload, secret),
      payload,
    });
  const ready = {
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: { currently_due: [] },
  };

  it('opens one Express account per adviser in Hungary and sends the adviser to Stripe’s onboarding', async () => {
    const { auth, user, adviser } = await createAdviser(t.app.db);
    const first = await t.request({ method: 'POST', url: '/api/payouts/onboarding', headers: auth });
    expect(first.statusCode).toBe(200);
    const create = stripe.requests.find((r) => r.path === '/v1/accounts');
    expect(create?.params.get('type')).toBe('express');
    expect(create?.params.get('country')).toBe('HU');
    expect(create?.params.get('email')).toBe(user.email);
    expect(create?.params.get('capabilities[card_payments][requested]')).toBe('true');
    expect(create?.params.get('capabilities[transfers][requested]')).toBe('true');
    expect(create?.idempotencyKey).toBe(`payout-account-${adviser.id}`);
    const [row] = await t.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.adviserId, adviser.id));
    expect(first.json().url).toBe(`https://connect.stripe.com/setup/e/${row?.accountRef}`);
    const link = stripe.requests.findLast((r) => r.path === '/v1/account_links');
    expect(link?.params.get('type')).toBe('account_onboarding');
    expect(link?.params.get('return_url')).toBe('http://localhost:3000/tanacsadoi-fiok/kifizetesek?vissza=1');
    expect(link?.params.get('refresh_url')).toBe('http://localhost:3000/tanacsadoi-fiok/kifizetesek?ujra=1');

    // Coming back for a new link reuses the account.
    const before = stripe.requests.filter((r) => r.path === '/v1/accounts').length;
    await t.request({ method: 'POST', url: '/api/payouts/onboarding', headers: auth });
    expect(stripe.requests.filter((r) => r.path === '/v1/accounts').length).toBe(before);
  });

  it('takes the account’s state from signed account.updated events, the newest winning', async () => {
    const { auth, adviser } = await createAdviser(t.app.db);
    await t.request({ method: 'POST', url: '/api/payouts/onboarding', headers: auth });
    const mine = async () =>
      (await t.request({ method: 'GET', url: '/api/payouts/me', headers: auth })).json().data;
    const [row] = await t.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.adviserId, adviser.id));
    const id = row?.accountRef;
    expect(id).toMatch(/^acct_local/);

    const due = {
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: true,
      requirements: { currently_due: ['external_account'] },
    };
    expect((await webhook(accountUpdated({ id, ...due }, ++created))).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ state: 'incomplete', requirementsDue: ['external_account'] });

    const newest = accountUpdated({ id, ...ready }, ++created);
    expect((await webhook(newest)).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ state: 'ready', chargesEnabled: true, requirementsDue: [] });
    // The same event again, and an older one delivered late, change nothing.
    expect((await webhook(newest)).statusCode).toBe(200);
    expect((await webhook(accountUpdated({ id, ...due }, created - 1))).statusCode).toBe(200);
    expect((await mine()).state).toBe('ready');

    // Stripe disabled it.
    const disabled = {
      ...ready,
      charges_enabled: false,
      requirements: { currently_due: [], disabled_reason: 'rejected.fraud' },
    };
    await webhook(accountUpdated({ id, ...disabled }, ++created));
    expect((await mine()).state).toBe('disabled');

    const dashboard = await t.request({ method: 'POST', url: '/api/payouts/dashboard', headers: auth });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().url).toBe(`https://connect.stripe.com/express/${id}`);
  });

  it('ignores accounts that are not ours and other events, and refuses a bad or foreign signature', async () => {
    const before = await t.app.db.select().from(payoutAccounts);
    expect((await webhook(accountUpdated({ id: 'acct_someone_else', ...ready }, ++created))).statusCode).toBe(
      200,
    );
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'payout.paid',
      created,
      data: { object: {} },
    });
    expect((await webhook(other)).statusCode).toBe(200);
    expect(await t.app.db.select().from(payoutAccounts)).toEqual(before);

    // Signed with the payments endpoint's secret: not the Connect endpoint's.
    const foreign = await webhook(
      accountUpdated({ id: before[0]?.accountRef, ...ready }, ++created),
      PAYMENTS_SECRET,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('INVALID_SIGNATURE');
  });

  it('sends to the Express dashboard only once the adviser has filled in the onboarding', async () => {
    const { auth } = await createAdviser(t.app.db);
    await t.request({ method: 'POST', url: '/api/payouts/onboarding', headers: auth });
    const early = await t.request({ method: 'POST', url: '/api/payouts/dashboard', headers: auth });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Előbb állítsa be a kifizetési fiókját.');
    // The demo step does not exist outside the demo.
    const demo = await t.request({ method: 'POST', url: '/api/payouts/demo/complete', headers: auth });
    expect(demo.statusCode).toBe(404);
  });
});
