import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, askers, invoices, subscriptionPackages } from '../../db/schema';
import { type ManualClock, MINUTE_MS } from '../../lib/clock';
import {
  createAsker,
  createMondayAdviser,
  createType,
  createUser,
  multipart,
  priceOffer,
} from '../../test/fixtures';
import { createTestAppAt, type TestApp } from '../../test/test-app';

const MONDAY_9 = '2026-11-23T09:00:00+01:00';
const PRICE = 14_500;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('invoices issued through the demo invoicing service', () => {
  let t: TestApp;
  let clock: ManualClock;
  let typeId: string;

  beforeAll(async () => {
    ({ t, clock } = await createTestAppAt('2026-11-22T09:00:00Z'));
    typeId = (await createType(t.app.db, 'Jogi tanácsadás')).id;
  });
  afterAll(() => t.close());

  /** An adviser working Monday mornings whose offer costs `price`, paid into a ready demo account. */
  async function adviserWith(provider: 'manual' | 'demo', price = PRICE) {
    const account = await createMondayAdviser(t.app.db, [typeId]);
    const adviserId = account.adviser.id;
    await priceOffer(t.app.db, adviserId, typeId, price);
    if (provider !== 'manual') {
      const saved = await t.send('PUT', '/api/invoicing/account', account.auth, { provider, vatRate: 'AAM' });
      expect(saved.statusCode).toBe(200);
    }
    return account;
  }

  /** An asker with complete billing data books Monday 9:00 and pays on the demo page. */
  async function paidBooking(adviser: Awaited<ReturnType<typeof adviserWith>>, price = PRICE) {
    const asker = await createAsker(t.app.db, { name: 'Nagy Béla', expiresInDays: 30 });
    await t.app.db
      .update(askers)
      .set({ country: 'Magyarország', zipCode: '1111', city: 'Budapest', address: 'Fő utca 1.' })
      .where(eq(askers.id, asker.asker.id));
    const booked = await t.send('POST', '/api/appointments', asker.auth, {
      expertId: adviser.adviser.id,
      startTime: MONDAY_9,
      consultationType: typeId,
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data.id as string;
    if (price > 0) {
      const paid = await t.send('POST', `/api/appointments/${id}/payment/demo/complete`, asker.auth);
      expect(paid.json().data.paymentStatus).toBe('paid');
    }
    return { asker, id };
  }

  const confirm = (auth: Record<string, string>, id: string) =>
    t.request({ method: 'PUT', url: `/api/appointments/${id}/confirm`, headers: auth });
  const read = async (auth: Record<string, string>, id: string) =>
    (await t.send('GET', `/api/appointments/${id}`, auth)).json().data;
  /** The adviser uploads PDF as the invoice of a confirmed consultation (multipart field `invoice`). */
  async function uploadPdf(auth: Record<string, string>, id: string) {
    const form = await multipart({}, { name: 'szamla.pdf', data: PDF, type: 'application/pdf' });
    return t.request({
      method: 'POST',
      url: `/api/appointments/${id}/invoice`,
      headers: { ...auth, ...form.headers },
      payload: Buffer.from(
        form.payload.toString('latin1').replace('name="file"', 'name="invoice"'),
        'latin1',
      ),
    });
  }
  const invoiceRows = (id: string) => t.app.db.select().from(invoices).where(eq(invoices.appointmentId, id));

  it('issues the invoice after confirmation, mails the PDF to the asker, and follows its NAV state', async () => {
    const adviser = await adviserWith('demo');
    const { asker, id } = await paidBooking(adviser);
    const confirmed = await confirm(adviser.auth, id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(
      'A foglalás megerősítve; a számlát a számlázó állítja ki, és elküldjük az ügyfélnek',
    );
    expect(confirmed.json().data).toMatchObject({
      status: 'confirmed',
      issuedInvoice: { status: 'pending' },
    });

    // Once issued, the parties' open screens are told (no reload, no polling needed).
    const told: string[] = [];
    t.app.events.on('appointment.changed', ({ record }) => {
      told.push(record.appointment.id);
    });
    const mails = await t.mailsTo(asker.user.email);
    expect(told).toContain(id);
    const invoiceMail = mails.find((mail) => mail.subject.startsWith('Számla (DEMO-2026-'));
    expect(invoiceMail?.text).toContain('Mellékletek: szamla-DEMO-2026-');
    expect(mails.some((mail) => mail.subject === 'Foglalása megerősítve – Tanácsadó portál')).toBe(true);

    const seen = await read(asker.auth, id);
    expect(seen).toMatchObject({
      invoiceAvailable: true,
      issuedInvoice: { status: 'issued', pdfAvailable: true, navStatus: 'received', lastError: null },
    });
    expect(seen.issuedInvoice.number).toMatch(/^DEMO-2026-\d+$/);
    const download = await t.send('GET', `/api/appointments/${id}/invoice`, asker.auth);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.toString('latin1')).toContain(seen.issuedInvoice.number);
    const byId = await t.send('GET', `/api/invoices/${seen.issuedInvoice.id}/pdf`, adviser.auth);
    expect(byId.statusCode).toBe(200);
    const stranger = await createAsker(t.app.db, { expiresInDays: 30 });
    expect(
      (await t.send('GET', `/api/invoices/${seen.issuedInvoice.id}/pdf`, stranger.auth)).statusCode,
    ).toBe(404);

    // The admin's drawer shows the same invoice.
    const admin = await createUser(t.app.db, { role: 'admin', name: 'Admin Anna' });
    const drawer = await t.send('GET', `/api/admin/appointments/${id}`, admin.auth);
    expect(drawer.json().data.issuedInvoice).toMatchObject({
      status: 'issued',
      number: seen.issuedInvoice.number,
    });

    // NAV: processing at first, done a minute later.
    clock.advance(6 * MINUTE_MS);
    await t.app.jobs.invoiceNavStatus.drain();
    expect((await read(adviser.auth, id)).issuedInvoice.navStatus).toBe('done');
    clock.set('2026-11-22T09:00:00Z');
  });

  it('reverses the invoice (sztornó) when the consultation is refunded in full', async () => {
    const adviser = await adviserWith('demo');
    const { asker, id } = await paidBooking(adviser);
    await confirm(adviser.auth, id);
    await t.app.jobs.outbox.drain();
    const refund = await t.send('POST', `/api/appointments/${id}/refund`, adviser.auth);
    expect(refund.statusCode).toBe(200);
    await t.app.jobs.consultationPayments.drain();
    const mails = await t.mailsTo(asker.user.email);
    expect(mails.some((mail) => mail.subject.startsWith('Sztornó számla (DEMO-2026-'))).toBe(true);
    const seen = await read(asker.auth, id);
    expect(seen).toMatchObject({ paymentStatus: 'refunded', reversalInvoice: { status: 'issued' } });
    const rows = await invoiceRows(id);
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['invoice', 'issued'],
      ['reversal', 'issued'],
    ]);
  });

  it('still asks for the PDF of an adviser who invoices by hand, and changes nothing without it', async () => {
    const adviser = await adviserWith('manual');
    const { id } = await paidBooking(adviser);
    const refused = await confirm(adviser.auth, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'NO_INVOICE',
      message: 'A megerősítéshez töltse fel a számlát (PDF).',
    });
    expect((await read(adviser.auth, id)).status).toBe('pending');
    expect(await invoiceRows(id)).toHaveLength(0);
  });

  it('never issues a demo invoice once payments are real: the adviser must upload', async () => {
    const adviser = await adviserWith('demo');
    const { id } = await paidBooking(adviser);
    const invoicing = t.app.config.invoicing as { demoAllowed: boolean };
    invoicing.demoAllowed = false;
    try {
      const refused = await confirm(adviser.auth, id);
      expect(refused.json().code).toBe('NO_INVOICE');
      expect(await invoiceRows(id)).toHaveLength(0);
    } finally {
      invoicing.demoAllowed = true;
    }
  });

  it('confirms a free consultation without any invoice when the portal invoices', async () => {
    const adviser = await adviserWith('demo', 0);
    const { id } = await paidBooking(adviser, 0);
    const confirmed = await confirm(adviser.auth, id);
    expect(confirmed.json()).toMatchObject({
      message: 'A foglalás megerősítve',
      data: { issuedInvoice: null },
    });
    expect(await invoiceRows(id)).toHaveLength(0);
  });

  it('lets the adviser upload the PDF when the invoice could not be issued, and retry otherwise', async () => {
    const adviser = await adviserWith('demo');
    const { asker, id } = await paidBooking(adviser);
    // The asker's billing data went missing: the invoicing service would refuse the invoice.
    await t.app.db.update(askers).set({ city: null }).where(eq(askers.userId, asker.user.id));
    await confirm(adviser.auth, id);
    await t.app.jobs.outbox.drain();
    const failed = (await read(adviser.auth, id)).issuedInvoice;
    expect(failed).toMatchObject({ status: 'failed', number: null });
    expect(failed.lastError).toContain('számlázási adatai');

    // Fixed, tried again: issued.
    await t.app.db.update(askers).set({ city: 'Budapest' }).where(eq(askers.userId, asker.user.id));
    const retried = await t.send('POST', `/api/invoices/${failed.id}/retry`, adviser.auth);
    expect(retried.statusCode).toBe(200);
    expect((await t.send('POST', `/api/invoices/${failed.id}/retry`, asker.auth)).statusCode).toBe(403);
    await t.app.jobs.outbox.drain();
    expect((await read(adviser.auth, id)).issuedInvoice.status).toBe('issued');

    // Once issued, a second (uploaded) invoice is refused.
    const upload = await uploadPdf(adviser.auth, id);
    expect(upload.json().code).toBe('INVOICE_ALREADY_ISSUED');
  });

  it('replaces a failed invoice with the uploaded PDF', async () => {
    const adviser = await adviserWith('demo');
    const { asker, id } = await paidBooking(adviser);
    await t.app.db.update(askers).set({ zipCode: null }).where(eq(askers.userId, asker.user.id));
    await confirm(adviser.auth, id);
    await t.app.jobs.outbox.drain();
    const upload = await uploadPdf(adviser.auth, id);
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data).toMatchObject({ invoiceAvailable: true, issuedInvoice: null });
    // The uploaded PDF has no number the portal knows: the mail says none.
    const uploadedMail = (await t.mailsTo(asker.user.email)).find(
      (mail) => mail.subject === 'Számla – Tanácsadó portál',
    );
    expect(uploadedMail?.text).toContain('kiállította a tanácsadás számláját; mellékeltük.');
    expect((await invoiceRows(id)).map((row) => row.status)).toEqual(['cancelled']);
    const download = await t.send('GET', `/api/appointments/${id}/invoice`, asker.auth);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps the connection to the adviser, and asks for a key before a real service is saved', async () => {
    const adviser = await adviserWith('manual');
    const shown = await t.send('GET', '/api/invoicing/account', adviser.auth);
    expect(shown.json().data).toMatchObject({ provider: 'manual', secretHint: null, vatRate: 'AAM' });
    expect(shown.json().data.providers).toEqual(['manual', 'billingo', 'szamlazz', 'demo']);
    const noKey = await t.send('PUT', '/api/invoicing/account', adviser.auth, {
      provider: 'billingo',
      block: '123',
      vatRate: 'AAM',
    });
    expect(noKey.json()).toMatchObject({ code: 'INVOICING_KEY_REQUIRED' });
    const badBlock = await t.send('PUT', '/api/invoicing/account', adviser.auth, {
      provider: 'billingo',
      secret: 'abc',
      block: 'x y',
      vatRate: 'AAM',
    });
    expect(badBlock.statusCode).toBe(400);
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    expect((await t.send('GET', '/api/invoicing/account', asker.auth)).statusCode).toBe(403);
    expect((await t.send('GET', '/api/invoicing/account')).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviser.adviser.id));
    expect(row).toBeDefined();
  });

  it('invoices each subscription payment in the platform’s name and shows it in the payment history', async () => {
    const [pack] = await t.app.db
      .insert(subscriptionPackages)
      .values({ name: 'Havi', audience: 'kerdezo', days: 30, priceHuf: 4990 })
      .returning();
    const asker = await createAsker(t.app.db, { name: 'Szabó Ildikó', expiresInDays: null });
    await t.app.db
      .update(askers)
      .set({ country: 'HU', zipCode: '9021', city: 'Győr', address: 'Baross út 3.' })
      .where(eq(askers.id, asker.asker.id));
    const started = await t.send('POST', '/api/subscriptions/checkout', asker.auth, {
      packageId: pack?.id,
      idempotencyKey: 'elofizetes-1',
    });
    const paymentId = started.json().paymentId as string;
    expect(
      (await t.send('POST', `/api/subscriptions/demo/${paymentId}/complete`, asker.auth)).statusCode,
    ).toBe(200);
    const mails = await t.mailsTo(asker.user.email);
    expect(mails.find((mail) => mail.subject.startsWith('Számla (DEMO-2026-'))?.text).toContain(
      'Előfizetéséről a DEMO-2026-',
    );
    const history = await t.send('GET', '/api/subscriptions/payments', asker.auth);
    const [invoice] = history.json().data[0].invoices;
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'issued', pdfAvailable: true });
    const pdf = await t.send('GET', `/api/invoices/${invoice.id}/pdf`, asker.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('Tanácsadó portál');
    const other = await createAsker(t.app.db, { expiresInDays: 30 });
    expect((await t.send('GET', `/api/invoices/${invoice.id}/pdf`, other.auth)).statusCode).toBe(404);

    // A buyer without billing data: the invoice fails, the admin sees why and tries again once mended.
    const bare = await createAsker(t.app.db, { name: 'Adat Nélküli', expiresInDays: null });
    const second = await t.send('POST', '/api/subscriptions/checkout', bare.auth, {
      packageId: pack?.id,
      idempotencyKey: 'elofizetes-2',
    });
    await t.send('POST', `/api/subscriptions/demo/${second.json().paymentId}/complete`, bare.auth);
    await t.app.jobs.outbox.drain();
    const admin = await createUser(t.app.db, { role: 'admin', name: 'Admin Béla' });
    const listed = async () =>
      (await t.send('GET', '/api/admin/payments', admin.auth))
        .json()
        .data.find((row: { id: string }) => row.id === second.json().paymentId).invoices[0];
    const failed = await listed();
    expect(failed).toMatchObject({ status: 'failed', pdfAvailable: false });
    expect(failed.lastError).toContain('számlázási adatai');
    await t.app.db
      .update(askers)
      .set({ country: 'HU', zipCode: '7621', city: 'Pécs', address: 'Király utca 9.' })
      .where(eq(askers.userId, bare.user.id));
    expect((await t.send('POST', `/api/invoices/${failed.id}/retry`, admin.auth)).statusCode).toBe(200);
    await t.app.jobs.outbox.drain();
    expect(await listed()).toMatchObject({ status: 'issued', pdfAvailable: true, lastError: null });
  });
});
