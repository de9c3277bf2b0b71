import { randomUUID } from 'node:crypto';
import { formatPrice } from '@common/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, appointments, consultationPayments, platformSettings } from '../../db/schema';
import { type ManualClock, MINUTE_MS } from '../../lib/clock';
import { fakeStripeServer, signedHeaders, stripeAppOptions } from '../../test/fake-stripe';
import {
  auditLogOf,
  createAsker,
  createMondayAdviser,
  createType,
  createUser,
  multipart,
  priceOffer,
} from '../../test/fixtures';
import { createTestAppAt, type TestApp } from '../../test/test-app';

const MONDAY_9 = '2026-11-23T09:00:00+01:00';
const MONDAY_10 = '2026-11-23T10:00:00+01:00';
const PRICE = 12_000;

type Setup = { t: TestApp; clock: ManualClock; type: { id: string } };

/** A visible adviser working Monday 09:00–12:00 whose offer costs PRICE and whose account takes payments. */
async function pricedAdviser(
  { t, type }: Setup,
  provider: 'stripe' | 'demo',
  options: { ready?: boolean; deadlineHours?: number } = {},
) {
  const account = await createMondayAdviser(t.app.db, [type.id]);
  const adviserId = account.adviser.id;
  await t.app.db
    .update(advisers)
    .set({ cancelDeadlineHours: options.deadlineHours ?? 2 })
    .where(eq(advisers.id, adviserId));
  const accountRef = await priceOffer(t.app.db, adviserId, type.id, PRICE, {
    provider,
    ...(options.ready === undefined ? {} : { ready: options.ready }),
  });
  return { ...account, accountRef };
}

function helpers(get: () => Setup) {
  const book = (auth: Record<string, string>, expertId: string, startTime = MONDAY_9) =>
    get().t.request({
      method: 'POST',
      url: '/api/appointments',
      headers: auth,
      payload: { expertId, startTime, consultationType: get().type.id },
    });
  const read = async (auth: Record<string, string>, id: string) =>
    (await get().t.request({ method: 'GET', url: `/api/appointments/${id}`, headers: auth })).json().data;
  const cancel = (auth: Record<string, string>, id: string) =>
    get().t.request({ method: 'DELETE', url: `/api/appointments/${id}`, headers: auth });
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    get().t.request({ method, url, headers });
  const paymentRow = async (id: string) =>
    (
      await get()
        .t.app.db.select()
        .from(consultationPayments)
        .where(eq(consultationPayments.appointmentId, id))
    )[0];
  return { book, read, cancel, call, paymentRow };
}

describe('consultations paid through Stripe Connect', () => {
  let setup: Setup;
  let stripe: Awaited<ReturnType<typeof fakeStripeServer>>;
  let created = 1_795_000_000;
  const { book, read, cancel, call, paymentRow } = helpers(() => setup);

  beforeAll(async () => {
    stripe = await fakeStripeServer();
    const { t, clock } = await createTestAppAt('2026-11-22T09:00:00Z', stripeAppOptions(stripe.port));
    setup = { t, clock, type: await createType(t.app.db, 'Pénzügyi tanácsadás') };
    await t.app.db.update(platformSettings).set({ platformFeePercent: 10 }).where(eq(platformSettings.id, 1));
  });
  afterAll(async () => {
    await setup.t.close();
    await stripe.close();
  });

  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: ++created,
      data: { object },
    });
  const webhook = (payload: string) =>
    setup.t.request({
      method: 'POST',
      url: '/api/subscriptions/webhook/stripe',
      headers: signedHeaders(payload),
      payload,
    });
  const sessionOf = async (id: string) => (await paymentRow(id))?.checkoutRef as string;
  /** Stripe's word that a checkout session of the appointment was paid. */
  const completed = (session: string, appointmentId: string, paymentIntent?: string) =>
    event('checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      payment_status: 'paid',
      ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
      client_reference_id: appointmentId,
      metadata: { kind: 'consultation', appointmentId },
    });
  const paid = async (id: string) => completed(await sessionOf(id), id, `pi_${id.replaceAll('-', '')}`);
  const refunded = (id: string, amountRefunded: number, amount = PRICE) =>
    event('charge.refunded', {
      id: `ch_${id.slice(0, 8)}`,
      object: 'charge',
      amount: amount * 100,
      amount_refunded: amountRefunded * 100,
      refunded: amountRefunded >= amount,
      payment_intent: `pi_${id.replaceAll('-', '')}`,
      metadata: { kind: 'consultation', appointmentId: id },
    });
  const upkeep = () => setup.t.app.jobs.consultationPayments.drain();
  const refundsOf = (id: string) =>
    stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params.get('metadata[appointmentId]') === id);

  /** A priced booking by a new asker, paid through the signed webhook. */
  async function paidBooking(options: { deadlineHours?: number } = {}) {
    const adviser = await pricedAdviser(setup, 'stripe', options);
    const asker = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const booked = await book(asker.auth, adviser.adviser.id);
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data.id as string;
    expect((await webhook(await paid(id))).statusCode).toBe(200);
    return { adviser, asker, id };
  }

  it('holds the time and opens a destination charge on behalf of the adviser with the platform fee', async () => {
    const adviser = await pricedAdviser(setup, 'stripe');
    const asker = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const booked = await book(asker.auth, adviser.adviser.id);
    expect(booked.statusCode).toBe(201);
    const body = booked.json();
    const id = body.data.id as string;
    expect(body.data).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      payment: { amountHuf: PRICE, feeHuf: 1_200, refundedHuf: 0, paidAt: null },
    });
    expect(body.data.payment.holdExpiresAt).toBe('2026-11-22T09:15:00.000Z');
    const create = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_local/);
    expect(create?.idempotencyKey).toBe(`consultation-checkout-${id}`);
    const p = create?.params;
    expect(p?.get('mode')).toBe('payment');
    expect(p?.get('line_items[0][price_data][currency]')).toBe('huf');
    expect(p?.get('line_items[0][price_data][unit_amount]')).toBe(String(PRICE * 100));
    expect(p?.get('payment_intent_data[on_behalf_of]')).toBe(adviser.accountRef);
    expect(p?.get('payment_intent_data[transfer_data][destination]')).toBe(adviser.accountRef);
    expect(p?.get('payment_intent_data[application_fee_amount]')).toBe(String(1_200 * 100));
    expect(p?.get('payment_intent_data[capture_method]')).toBe('automatic');
    expect(p?.get('metadata[appointmentId]')).toBe(id);
    expect(p?.get('success_url')).toBe(`http://localhost:3000/kerdezo/tanacsadasaim?fizetes=${id}`);

    // Unpaid: the adviser has not heard of it and cannot confirm it; the time is held meanwhile.
    expect(await setup.t.mailsTo(adviser.user.email)).toHaveLength(0);
    const form = await multipart(
      {},
      { name: 'szamla.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    );
    const confirm = await setup.t.request({
      method: 'PUT',
      url: `/api/appointments/${id}/confirm`,
      headers: { ...adviser.auth, ...form.headers },
      payload: Buffer.from(
        form.payload.toString('latin1').replace('name="file"', 'name="invoice"'),
        'latin1',
      ),
    });
    expect(confirm.json().code).toBe('NOT_PAID');
    const rival = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    expect((await book(rival.auth, adviser.adviser.id)).json().code).toBe('SLOT_UNAVAILABLE');

    // Back to pay later: the same checkout (one idempotency key per appointment).
    const again = await call('POST', `/api/appointments/${id}/payment`, asker.auth);
    expect(again.json().checkoutUrl).toBe(body.checkoutUrl);
    // Nobody else's to pay.
    const foreign = await call('POST', `/api/appointments/${id}/payment`, rival.auth);
    expect(foreign.statusCode).toBe(404);
  });

  it('is paid only by the verified notification, once; the adviser hears of the booking then', async () => {
    const adviser = await pricedAdviser(setup, 'stripe');
    const asker = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const id = (await book(asker.auth, adviser.adviser.id)).json().data.id as string;
    const payload = await paid(id);

    const forged = await setup.t.request({
      method: 'POST',
      url: '/api/subscriptions/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect((await read(asker.auth, id)).paymentStatus).toBe('pending');

    const first = await webhook(payload);
    expect(first.json()).toMatchObject({ received: true, duplicate: false });
    const data = await read(asker.auth, id);
    expect(data.paymentStatus).toBe('paid');
    expect(data.payment.receiptUrl).toBe(`https://pay.stripe.com/receipts/pi_${id.replaceAll('-', '')}`);
    expect((await webhook(payload)).json().duplicate).toBe(true);
    const mails = await setup.t.mailsTo(adviser.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Új foglalás – Tanácsadó portál']);
  });

  it('lets an unpaid hold lapse after 15 minutes: the time is free, the checkout closed, a waiting asker told', async () => {
    const { t, clock, type } = setup;
    const adviser = await pricedAdviser(setup, 'stripe');
    // One slot a week: booked, it is fully booked.
    await t.app.db
      .update(advisers)
      .set({ workSchedule: [{ day: 1, start: '09:00', end: '10:00' }], maxAdvanceDays: 7 })
      .where(eq(advisers.id, adviser.adviser.id));
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const id = (await book(asker.auth, adviser.adviser.id)).json().data.id as string;
    const waiting = await createAsker(t.app.db, { expiresInDays: 30, name: 'Váró Vera' });
    const joined = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      headers: waiting.auth,
      payload: { expertId: adviser.adviser.id, consultationType: type.id, until: '2026-11-23' },
    });
    expect(joined.statusCode).toBe(201);

    clock.advance(14 * MINUTE_MS);
    await upkeep();
    expect((await read(asker.auth, id)).paymentStatus).toBe('pending');

    clock.advance(2 * MINUTE_MS);
    await upkeep();
    const lapsed = await read(asker.auth, id);
    expect(lapsed).toMatchObject({ status: 'cancelled_by_system', paymentStatus: 'failed' });
    const session = await sessionOf(id);
    expect(stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${session}/expire`)).toBe(true);
    expect((await t.mailsTo(asker.user.email))[0]?.subject).toContain(
      'A foglalás fizetés hiányában megszűnt',
    );
    const slots = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/${adviser.adviser.id}/available-slots?from=2026-11-23T00:00:00%2B01:00&to=2026-11-24T00:00:00%2B01:00&typeId=${type.id}`,
    });
    expect(slots.json().data.map((s: { startTime: string }) => s.startTime)).toContain(
      '2026-11-23T08:00:00.000Z',
    );
    await t.app.jobs.waitlist.flush();
    const told = await t.mailsTo(waiting.user.email);
    expect(told.some((m) => m.subject.startsWith('Felszabadult egy időpont'))).toBe(true);
    // Paying too late now is refused.
    const late = await t.request({
      method: 'POST',
      url: `/api/appointments/${id}/payment`,
      headers: asker.auth,
    });
    expect(late.json().code).toBe('PAYMENT_CLOSED');
    clock.set('2026-11-22T09:00:00Z');
  });

  it('refunds in full a payment that arrives after its hold lapsed (out of order)', async () => {
    const { t, clock } = setup;
    const adviser = await pricedAdviser(setup, 'stripe');
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const id = (await book(asker.auth, adviser.adviser.id)).json().data.id as string;
    clock.advance(16 * MINUTE_MS);
    await upkeep();
    expect((await webhook(await paid(id))).statusCode).toBe(200);
    await upkeep();
    const [refund] = refundsOf(id);
    expect(refund?.params.get('amount')).toBe(String(PRICE * 100));
    expect(refund?.params.get('refund_application_fee')).toBe('true');
    expect(refund?.params.get('reverse_transfer')).toBe('true');
    expect(refund?.params.get('payment_intent')).toBe(`pi_${id.replaceAll('-', '')}`);
    expect(refund?.idempotencyKey).toBe(`consultation-refund-${id}-${PRICE}`);
    expect((await read(asker.auth, id)).status).toBe('cancelled_by_system');
    // The adviser was never told of a booking that did not stand.
    expect(await t.mailsTo(adviser.user.email)).toHaveLength(0);
    await webhook(refunded(id, PRICE));
    expect((await read(asker.auth, id)).paymentStatus).toBe('refunded');
    clock.set('2026-11-22T09:00:00Z');
  });

  it('refunds in full when the adviser cancels; charge.refunded sets refunded once and mails the asker', async () => {
    const { adviser, asker, id } = await paidBooking();
    expect((await cancel(adviser.auth, id)).statusCode).toBe(200);
    expect(refundsOf(id)).toHaveLength(1);
    expect(refundsOf(id)[0]?.params.get('amount')).toBe(String(PRICE * 100));
    // Until Stripe says it is done, it is still paid.
    expect((await read(asker.auth, id)).paymentStatus).toBe('paid');
    const done = refunded(id, PRICE);
    await webhook(done);
    await webhook(done);
    const data = await read(asker.auth, id);
    expect(data).toMatchObject({ paymentStatus: 'refunded', payment: { refundedHuf: PRICE } });
    const notices = (await setup.t.mailsTo(asker.user.email)).filter((m) =>
      m.subject.includes('visszatérítettük'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(formatPrice(PRICE));
    // Running the upkeep again asks for nothing more.
    await upkeep();
    expect(refundsOf(id)).toHaveLength(1);
  });

  it('refunds the asker who cancels before the deadline, and nothing after it (the adviser still may)', async () => {
    const before = await paidBooking({ deadlineHours: 2 });
    expect((await cancel(before.asker.auth, before.id)).statusCode).toBe(200);
    expect(refundsOf(before.id)).toHaveLength(1);

    const after = await paidBooking({ deadlineHours: 24 });
    // Booked inside the 24-hour deadline: a paid one may still be cancelled, but nothing comes back.
    const late = await cancel(after.asker.auth, after.id);
    expect(late.statusCode).toBe(200);
    await upkeep();
    expect(refundsOf(after.id)).toHaveLength(0);
    expect((await read(after.asker.auth, after.id)).paymentStatus).toBe('paid');

    // The adviser gives it back anyway; asking twice refunds once.
    const refund = () => call('POST', `/api/appointments/${after.id}/refund`, after.adviser.auth);
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).json().code).toBe('ALREADY_REFUNDED');
    expect(refundsOf(after.id)).toHaveLength(1);
    // Not the asker's to do, nor another adviser's.
    const byAsker = await call('POST', `/api/appointments/${after.id}/refund`, after.asker.auth);
    expect(byAsker.statusCode).toBe(403);
    const stranger = await pricedAdviser(setup, 'stripe');
    const foreign = await call('POST', `/api/appointments/${after.id}/refund`, stranger.auth);
    expect(foreign.statusCode).toBe(404);
  });

  it('refunds in full when the adviser did not show up, nothing when the asker did not', async () => {
    const expertAway = await paidBooking();
    const askerAway = await paidBooking();
    for (const [{ id }, noShowBy] of [
      [expertAway, 'expert'],
      [askerAway, 'client'],
    ] as const) {
      await setup.t.app.db
        .update(appointments)
        .set({ status: 'no_show', noShowBy })
        .where(eq(appointments.id, id));
    }
    await upkeep();
    expect(refundsOf(expertAway.id)).toHaveLength(1);
    expect(refundsOf(askerAway.id)).toHaveLength(0);
  });

  it('lets an admin refund part with a reason (audited), never more than is left', async () => {
    const { asker, id } = await paidBooking();
    const admin = await createUser(setup.t.app.db, { role: 'admin', name: 'Pénzügyes Admin' });
    const refund = (amountHuf: number, reason = 'Rövidebb lett a konzultáció') =>
      setup.t.request({
        method: 'POST',
        url: `/api/admin/appointments/${id}/refund`,
        headers: admin.auth,
        payload: { amountHuf, reason },
      });
    expect((await refund(4_000, '')).statusCode).toBe(400);
    const part = await refund(4_000);
    expect(part.statusCode).toBe(200);
    expect(refundsOf(id)[0]?.params.get('amount')).toBe(String(4_000 * 100));
    expect(refundsOf(id)[0]?.idempotencyKey).toBe(`consultation-refund-${id}-4000`);
    const tooMuch = await refund(PRICE);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('REFUND_TOO_LARGE');
    const entries = await auditLogOf(setup.t.app.db, id);
    expect(entries.map((e) => e.action)).toContain('appointment.refund');
    // A partial refund leaves it paid, with what came back shown.
    await webhook(refunded(id, 4_000));
    expect(await read(asker.auth, id)).toMatchObject({
      paymentStatus: 'paid',
      payment: { refundedHuf: 4_000 },
    });
    // The hand-set payment status is not for payments the provider manages.
    const manual = await setup.t.request({
      method: 'POST',
      url: `/api/admin/appointments/${id}/payment-status`,
      headers: admin.auth,
      payload: { paymentStatus: 'refunded', reason: 'Kézi javítás' },
    });
    expect(manual.json().code).toBe('PAYMENT_MANAGED_BY_PROVIDER');
  });

  it('retries a refund Stripe failed, with the same idempotency key', async () => {
    const { adviser, id } = await paidBooking();
    stripe.failNext('/v1/refunds');
    stripe.failNext('/v1/refunds');
    stripe.failNext('/v1/refunds');
    expect((await cancel(adviser.auth, id)).statusCode).toBe(200);
    await upkeep();
    const attempts = refundsOf(id);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(attempts.map((r) => r.idempotencyKey))).toEqual(
      new Set([`consultation-refund-${id}-${PRICE}`]),
    );
    expect((await paymentRow(id))?.refundRequestedHuf).toBe(PRICE);
  });

  it('ignores notifications about unknown or foreign appointments, and applies a dispute once', async () => {
    const unknown = randomUUID();
    const before = await setup.t.app.db.select().from(consultationPayments);
    const stray = completed('cs_not_ours', unknown, 'pi_not_ours');
    expect((await webhook(stray)).statusCode).toBe(200);
    expect(await setup.t.app.db.select().from(consultationPayments)).toEqual(before);

    // A free appointment's id named by an event changes nothing.
    const free = await createMondayAdviser(setup.t.app.db, [setup.type.id]);
    const asker = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const freeId = (await book(asker.auth, free.adviser.id, MONDAY_10)).json().data.id as string;
    const foreign = completed('cs_foreign', freeId);
    expect((await webhook(foreign)).statusCode).toBe(200);
    expect((await read(asker.auth, freeId)).paymentStatus).toBe('no_payment');

    const { id } = await paidBooking();
    const dispute = event('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: `pi_${id.replaceAll('-', '')}`,
    });
    await webhook(dispute);
    await webhook(dispute);
    const entries = await auditLogOf(setup.t.app.db, id);
    expect(entries.filter((e) => e.action === 'appointment.disputed')).toHaveLength(1);
  });

  it('offers a priced consultation only while the adviser’s account takes payments; free ones as before', async () => {
    const { t, type } = setup;
    const notReady = await pricedAdviser(setup, 'stripe', { ready: false });
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const slots = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/${notReady.adviser.id}/available-slots?from=2026-11-23T00:00:00%2B01:00&to=2026-11-24T00:00:00%2B01:00&typeId=${type.id}`,
    });
    expect(slots.json().data).toEqual([]);
    expect((await book(asker.auth, notReady.adviser.id)).statusCode).toBe(409);
    const profile = await t.request({ method: 'GET', url: `/api/tanacsadok/${notReady.adviser.id}` });
    expect(profile.json().data).toMatchObject({
      acceptsPayments: false,
      consultingTopics: [{ id: type.id, priceHuf: PRICE }],
    });

    const free = await createMondayAdviser(t.app.db, [type.id]);
    const booked = await book(asker.auth, free.adviser.id);
    expect(booked.json()).toMatchObject({
      checkoutUrl: null,
      data: { paymentStatus: 'no_payment', payment: null },
    });
  });

  it('sums a month’s paid consultations for the adviser and the admin', async () => {
    const { adviser } = await paidBooking();
    const summary = await call('GET', '/api/payouts/summary?month=2026-11', adviser.auth);
    expect(summary.json().data).toEqual({
      month: '2026-11',
      count: 1,
      grossHuf: PRICE,
      feeHuf: 1_200,
      refundedHuf: 0,
      netHuf: PRICE - 1_200,
    });
    const october = await call('GET', '/api/payouts/summary?month=2026-10', adviser.auth);
    expect(october.json().data.count).toBe(0);
    const admin = await createUser(setup.t.app.db, { role: 'admin', name: 'Összesítő Admin' });
    const all = await call('GET', '/api/admin/consultation-payments/summary?month=2026-11', admin.auth);
    expect(all.json().data.count).toBeGreaterThan(1);
    const asAdviser = await call('GET', '/api/admin/consultation-payments/summary', adviser.auth);
    expect(asAdviser.statusCode).toBe(403);
  });
});

describe('consultations paid with the demo provider', () => {
  let setup: Setup;
  const { book, read, cancel, call } = helpers(() => setup);

  beforeAll(async () => {
    const { t, clock } = await createTestAppAt('2026-11-22T09:00:00Z');
    setup = { t, clock, type: await createType(t.app.db, 'Életvezetési tanácsadás') };
  });
  afterAll(() => setup.t.close());

  it('pays on the demo page, and refunds at once when cancelled before the deadline', async () => {
    const adviser = await pricedAdviser(setup, 'demo');
    const asker = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const booked = await book(asker.auth, adviser.adviser.id);
    const id = booked.json().data.id as string;
    expect(booked.json().checkoutUrl).toBe(`/fizetes/demo/idopont/${id}`);
    const pay = await call('POST', `/api/appointments/${id}/payment/demo/complete`, asker.auth);
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data.paymentStatus).toBe('paid');
    expect((await cancel(asker.auth, id)).json().data).toMatchObject({
      status: 'cancelled_by_client',
      paymentStatus: 'refunded',
      payment: { refundedHuf: PRICE },
    });
    // Cancelled, it leaves the date-range lists but stays in the asker's payment history.
    const history = await call('GET', '/api/consultation-payments', asker.auth);
    expect(history.json()).toMatchObject({
      totalCount: 1,
      data: [
        {
          appointmentId: id,
          status: 'cancelled_by_client',
          paymentStatus: 'refunded',
          amountHuf: PRICE,
          refundedHuf: PRICE,
          typeName: 'Életvezetési tanácsadás',
        },
      ],
    });
    const other = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const theirs = await call('GET', '/api/consultation-payments', other.auth);
    expect(theirs.json()).toMatchObject({ totalCount: 0, data: [] });
    const byAdviser = await call('GET', '/api/consultation-payments', adviser.auth);
    expect(byAdviser.statusCode).toBe(403);
  });

  it('gives the time back at once when the asker gives up on the demo page', async () => {
    const adviser = await pricedAdviser(setup, 'demo');
    const asker = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const id = (await book(asker.auth, adviser.adviser.id)).json().data.id as string;
    const other = await createAsker(setup.t.app.db, { expiresInDays: 30 });
    const stranger = await call('POST', `/api/appointments/${id}/payment/demo/cancel`, other.auth);
    expect(stranger.statusCode).toBe(404);
    const gaveUp = await call('POST', `/api/appointments/${id}/payment/demo/cancel`, asker.auth);
    expect(gaveUp.json().data).toMatchObject({ status: 'cancelled_by_system', paymentStatus: 'failed' });
    expect((await book(other.auth, adviser.adviser.id)).statusCode).toBe(201);
    expect((await read(asker.auth, id)).paymentStatus).toBe('failed');
  });
});
