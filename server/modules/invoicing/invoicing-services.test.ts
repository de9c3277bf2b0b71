import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { askers, invoices, invoicingAccounts, outbox } from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import { type FakeBillingo, startFakeBillingo } from '../../test/fake-billingo';
import { type FakeSzamlazz, startFakeSzamlazz } from '../../test/fake-szamlazz';
import { createAsker, createMondayAdviser, createType, priceOffer } from '../../test/fixtures';
import { createTestAppAt, type TestApp } from '../../test/test-app';

const PRICE = 20_000;
const BILLINGO_KEY = 'bk-live-3e9a51c2d7f04b6a';
const AGENT_KEY = 'agent-key-71c3e0d9aa5b42f8c6';

/**
 * The portal's invoicing through the real app against local stand-ins of Billingo (every request
 * checked against its OpenAPI document) and of Számlázz.hu's Agent (every XML checked against its XSD).
 */
describe('invoices through Billingo and Számlázz.hu', () => {
  let t: TestApp;
  let clock: ManualClock;
  let typeId: string;
  let billingo: FakeBillingo;
  let szamlazz: FakeSzamlazz;
  const lines: string[] = [];
  const answers: string[] = [];
  let slot = 0;

  beforeAll(async () => {
    billingo = await startFakeBillingo({ apiKey: BILLINGO_KEY });
    szamlazz = await startFakeSzamlazz({ agentKey: AGENT_KEY });
    ({ t, clock } = await createTestAppAt('2026-11-22T09:00:00Z', {
      env: {
        BILLINGO_API_URL: billingo.url,
        SZAMLAZZ_AGENT_URL: szamlazz.url,
        INVOICING_TIMEOUT_MS: '400',
        LOG_LEVEL: 'info',
      },
      logStream: { write: (line: string) => lines.push(line) },
    }));
    typeId = (await createType(t.app.db, 'Adótanácsadás')).id;
  });
  // runOutbox moves the clock on by hours: each test books from the same Sunday morning.
  beforeEach(() => {
    clock.set('2026-11-22T09:00:00Z');
    Object.assign(billingo.knobs, { down: false, rateLimited: 0, loseAnswerTo: null, pdfPendingTimes: 0 });
  });
  afterAll(async () => {
    await t.close();
    await billingo.close();
    await szamlazz.close();
  });

  /** Every answer the app gives, kept to prove no key is ever in one. */
  async function send(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    auth: Record<string, string>,
    body?: object,
  ) {
    const response = await t.send(method, url, auth, body);
    answers.push(response.body);
    return response;
  }

  async function pricedAdviser() {
    const account = await createMondayAdviser(t.app.db, [typeId]);
    await priceOffer(t.app.db, account.adviser.id, typeId, PRICE);
    return account;
  }

  /** Saves the adviser's connection to the fake service (checked on saving). */
  async function connect(adviser: { auth: Record<string, string> }, provider: 'billingo' | 'szamlazz') {
    const saved = await send('PUT', '/api/invoicing/account', adviser.auth, {
      provider,
      ...(provider === 'billingo'
        ? { secret: BILLINGO_KEY, block: '5002' }
        : { secret: AGENT_KEY, block: 'TP' }),
      vatRate: 'AAM',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** A paid booking of the adviser (each on its own Monday hour), confirmed without a file. */
  async function confirmedPaidBooking(adviser: Awaited<ReturnType<typeof pricedAdviser>>) {
    const asker = await createAsker(t.app.db, { name: 'Kovács Dóra', expiresInDays: 30 });
    await t.app.db
      .update(askers)
      .set({ country: 'Magyarország', zipCode: '6720', city: 'Szeged', address: 'Kárász utca 5.' })
      .where(eq(askers.id, asker.asker.id));
    slot += 1;
    const booked = await send('POST', '/api/appointments', asker.auth, {
      expertId: adviser.adviser.id,
      startTime: `2026-11-23T${String(9 + (slot % 3)).padStart(2, '0')}:00:00+01:00`,
      consultationType: typeId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id as string;
    await send('POST', `/api/appointments/${id}/payment/demo/complete`, asker.auth);
    const confirmed = await t.request({
      method: 'PUT',
      url: `/api/appointments/${id}/confirm`,
      headers: adviser.auth,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { asker, id };
  }

  const read = async (auth: Record<string, string>, id: string) =>
    (await send('GET', `/api/appointments/${id}`, auth)).json().data;
  /** Runs the outbox as time passes: each retry's wait (backoff or Retry-After) is stepped over. */
  async function runOutbox(rounds = 4) {
    for (let round = 0; round < rounds; round += 1) {
      await t.app.jobs.outbox.drain();
      clock.advance(2 * 60 * 60_000);
    }
    await t.app.jobs.outbox.drain();
  }

  it('saves a Billingo connection only after its check, and never gives the key back', async () => {
    const adviser = await pricedAdviser();
    const wrong = await send('PUT', '/api/invoicing/account', adviser.auth, {
      provider: 'billingo',
      secret: `${BILLINGO_KEY}-old`,
      block: '5002',
      vatRate: 'AAM',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('INVOICING_CHECK_FAILED');
    expect(await t.app.db.select().from(invoicingAccounts)).toHaveLength(0);

    const checked = await send('POST', '/api/invoicing/account/check', adviser.auth, {
      provider: 'billingo',
      secret: BILLINGO_KEY,
      block: '5002',
      vatRate: 'AAM',
    });
    expect(checked.statusCode).toBe(200);
    const saved = await send('PUT', '/api/invoicing/account', adviser.auth, {
      provider: 'billingo',
      secret: BILLINGO_KEY,
      block: '5002',
      vatRate: 'AAM',
    });
    expect(saved.json().data).toMatchObject({ provider: 'billingo', secretHint: '…4b6a', block: '5002' });
    const [row] = await t.app.db.select().from(invoicingAccounts);
    expect(row?.secretSealed).not.toContain(BILLINGO_KEY);
    // Saved again without the key (the browser never has it): the saved one stays and is checked.
    const kept = await send('PUT', '/api/invoicing/account', adviser.auth, {
      provider: 'billingo',
      block: '5002',
      vatRate: '27%',
    });
    expect(kept.json().data).toMatchObject({ secretHint: '…4b6a', vatRate: '27%' });
  });

  it('issues through Billingo as paid, waits for the PDF, and reads the NAV state', async () => {
    const adviser = await pricedAdviser();
    await connect(adviser, 'billingo');
    billingo.knobs.pdfPendingTimes = 2;
    const { asker, id } = await confirmedPaidBooking(adviser);
    await runOutbox();
    const seen = await read(adviser.auth, id);
    expect(seen.issuedInvoice).toMatchObject({ status: 'issued', provider: 'billingo', pdfAvailable: true });
    expect(seen.issuedInvoice.number).toMatch(/^TP-2026-\d+$/);
    const documents = billingo.documents.filter((document) => billingo.vendorIdOf(document) === id);
    expect(documents).toHaveLength(1);
    const post = billingo.requests.find(
      (r) =>
        r.method === 'POST' && r.path === '/documents' && (r.body as { vendor_id?: string }).vendor_id === id,
    );
    expect(post?.body).toMatchObject({
      paid: true,
      payment_method: 'bankcard',
      electronic: true,
      items: [{ unit_price: PRICE, unit_price_type: 'gross', vat: 'AAM' }],
    });
    expect(billingo.violations).toEqual([]);
    const pdf = await send('GET', `/api/appointments/${id}/invoice`, asker.auth);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await t.mailsTo(asker.user.email);
    expect(
      mails.some((mail) => mail.subject === `Számla (${seen.issuedInvoice.number}) – Tanácsadó portál`),
    ).toBe(true);

    billingo.knobs.onlineSzamla = { status: 'done', messages: [] } as never;
    await t.app.jobs.invoiceNavStatus.drain();
    expect((await read(adviser.auth, id)).issuedInvoice.navStatus).toBe('done');
  });

  it('after a lost answer asks Billingo first, so a retry never issues a second invoice', async () => {
    const adviser = await pricedAdviser();
    await connect(adviser, 'billingo');
    billingo.knobs.pdfPendingTimes = 0;
    billingo.knobs.loseAnswerTo = 'post /documents';
    const { id } = await confirmedPaidBooking(adviser);
    await t.app.jobs.outbox.drain();
    const waiting = (await read(adviser.auth, id)).issuedInvoice;
    expect(waiting.status).toBe('pending');
    expect(waiting.lastError).toBeTruthy();
    await runOutbox();
    expect((await read(adviser.auth, id)).issuedInvoice.status).toBe('issued');
    expect(billingo.documents.filter((document) => billingo.vendorIdOf(document) === id)).toHaveLength(1);
  });

  it('keeps trying while Billingo is down, shows why, and loses nothing', async () => {
    const adviser = await pricedAdviser();
    await connect(adviser, 'billingo');
    billingo.knobs.down = true;
    const { id } = await confirmedPaidBooking(adviser);
    await t.app.jobs.outbox.drain();
    const down = (await read(adviser.auth, id)).issuedInvoice;
    expect(down).toMatchObject({ status: 'pending', number: null });
    expect(down.lastError).toMatch(/Billingo/);
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.appointmentId, id));
    const waiting = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'invoice'));
    expect(
      waiting.some(
        (entry) =>
          entry.status === 'pending' && (entry.payload as { invoiceId: string }).invoiceId === row?.id,
      ),
    ).toBe(true);
    billingo.knobs.down = false;
    await runOutbox();
    expect((await read(adviser.auth, id)).issuedInvoice).toMatchObject({ status: 'issued', lastError: null });
  });

  it('respects Billingo’s Retry-After when it says too many requests', async () => {
    const adviser = await pricedAdviser();
    await connect(adviser, 'billingo');
    const { id } = await confirmedPaidBooking(adviser);
    billingo.knobs.rateLimited = 1;
    billingo.knobs.retryAfterSeconds = 90;
    await t.app.jobs.outbox.drain();
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.appointmentId, id));
    const [work] = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'invoice'))).filter(
      (entry) => (entry.payload as { invoiceId: string }).invoiceId === row?.id,
    );
    expect(work?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 90_000);
    await runOutbox();
    expect((await read(adviser.auth, id)).issuedInvoice.status).toBe('issued');
  });

  it('reverses a Billingo invoice when the consultation is refunded in full', async () => {
    const adviser = await pricedAdviser();
    await connect(adviser, 'billingo');
    const { asker, id } = await confirmedPaidBooking(adviser);
    await runOutbox();
    const original = (await read(adviser.auth, id)).issuedInvoice;
    expect((await send('POST', `/api/appointments/${id}/refund`, adviser.auth)).statusCode).toBe(200);
    await t.app.jobs.consultationPayments.drain();
    await runOutbox();
    const seen = await read(asker.auth, id);
    expect(seen.reversalInvoice).toMatchObject({ status: 'issued', pdfAvailable: true });
    const [originalRow] = await t.app.db.select().from(invoices).where(eq(invoices.id, original.id));
    const cancel = `/documents/${originalRow?.ref}/cancel`;
    expect(billingo.requests.some((r) => r.method === 'POST' && r.path === cancel)).toBe(true);
    expect(billingo.violations).toEqual([]);
  });

  it('issues and reverses through the Számlázz.hu Agent with schema-valid XML', async () => {
    const adviser = await pricedAdviser();
    await connect(adviser, 'szamlazz');
    const { asker, id } = await confirmedPaidBooking(adviser);
    await runOutbox();
    const seen = await read(adviser.auth, id);
    expect(seen.issuedInvoice).toMatchObject({ status: 'issued', provider: 'szamlazz', navStatus: null });
    expect(szamlazz.invoices.filter((invoice) => invoice.externalId === id)).toHaveLength(1);
    await send('POST', `/api/appointments/${id}/refund`, adviser.auth);
    await t.app.jobs.consultationPayments.drain();
    await runOutbox();
    expect((await read(asker.auth, id)).reversalInvoice).toMatchObject({ status: 'issued' });
    expect(szamlazz.violations).toEqual([]);
  });

  it('marks the invoice failed at once when the key stops working, and tells the adviser why', async () => {
    const adviser = await pricedAdviser();
    await connect(adviser, 'szamlazz');
    // The adviser's key was revoked at Számlázz.hu after it was saved.
    const stale = await startFakeSzamlazz({ agentKey: `${AGENT_KEY}-new` });
    const original = szamlazz.url;
    try {
      (t.app.config.invoicing.endpoints as { szamlazzUrl: string }).szamlazzUrl = stale.url;
      const { id } = await confirmedPaidBooking(adviser);
      await t.app.jobs.outbox.drain();
      const failed = (await read(adviser.auth, id)).issuedInvoice;
      expect(failed).toMatchObject({ status: 'failed' });
      expect(failed.lastError).toBeTruthy();
      const [row] = await t.app.db.select().from(invoices).where(eq(invoices.appointmentId, id));
      expect(row?.attempts).toBe(1);
    } finally {
      (t.app.config.invoicing.endpoints as { szamlazzUrl: string }).szamlazzUrl = original;
      await stale.close();
    }
  });

  it('never puts a key into an answer or a log line', () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(lines.length).toBeGreaterThan(20);
    for (const text of [...answers, ...lines]) {
      expect(text).not.toContain(BILLINGO_KEY);
      expect(text).not.toContain(AGENT_KEY);
    }
  });
});
