import { DAC7_SECOND_REMINDER_DAYS } from '@common/api/dac7';
import { addDays, budapestDateKey, budapestMidnightIso, mondayOf } from '@common/budapest-time';
import { formatPrice } from '@common/format';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adviserTopics,
  consultationPayments,
  dac7Reminders,
  dac7Sellers,
  payoutAccounts,
} from '../../db/schema';
import { DAY_MS, type ManualClock } from '../../lib/clock';
import {
  auditLogOf,
  createAdviser,
  createAppointment,
  createAsker,
  createMondayAdviser,
  createType,
  createUser,
  priceOffer,
  type TestUser,
} from '../../test/fixtures';
import { createTestApp, createTestAppAt, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

const PRICE = 12_000;

/** A person's complete DAC7 data (the adóazonosító jel encodes 1982-10-03). */
const INDIVIDUAL = {
  sellerType: 'individual',
  name: 'Minta Márta',
  country: 'HU',
  zipCode: '1051',
  city: 'Budapest',
  street: 'Fő utca 1.',
  tin: '8422780135',
  tinCountry: 'HU',
  birthDate: '1982-10-03',
  vatNumber: '',
  registrationNumber: '',
  iban: 'HU42 1177 3016 1111 1018 0000 0000',
};

const ENTITY = {
  ...INDIVIDUAL,
  sellerType: 'entity',
  name: 'Minta és Társa Kft.',
  tin: '12345676-2-41',
  birthDate: '',
  vatNumber: 'hu 12345676',
  registrationNumber: '0109123456',
};

let t: TestApp;
let clock: ManualClock;
let admin: TestUser;
let free: { id: string };
let priced: { id: string };

beforeAll(async () => {
  ({ t, clock } = await createTestAppAt('2026-01-05T08:00:00Z'));
  admin = await createUser(t.app.db, { role: 'admin', name: 'DAC7 Admin' });
  free = await createType(t.app.db, 'Ingyenes beszélgetés');
  priced = await createType(t.app.db, 'Adótanácsadás');
});
afterAll(() => t.close());

const dac7Url = (adviserId: string) => `/api/tanacsadok/${adviserId}/dac7`;
const getStatus = (adviserId: string, headers: Record<string, string>) =>
  t.request({ method: 'GET', url: dac7Url(adviserId), headers });
const save = (adviserId: string, headers: Record<string, string>, payload: object) =>
  t.request({ method: 'PUT', url: dac7Url(adviserId), headers, payload });

/** An adviser working Mondays 09–12 with a free type and a priced one, whose demo payout account is ready. */
async function pricedAdviser() {
  const account = await createMondayAdviser(t.app.db, [free.id, priced.id]);
  const adviserId = account.adviser.id;
  await priceOffer(t.app.db, adviserId, priced.id, PRICE);
  return account;
}

/** The start times of the adviser's free slots of the type on the Monday after next (Budapest). */
async function mondaySlots(adviserId: string, typeId: string) {
  const monday = mondayOf(addDays(budapestDateKey(clock.now()), 7));
  const from = encodeURIComponent(budapestMidnightIso(monday));
  const to = encodeURIComponent(budapestMidnightIso(addDays(monday, 1)));
  const res = await t.request({
    method: 'GET',
    url: `/api/tanacsadok/${adviserId}/available-slots?from=${from}&to=${to}&typeId=${typeId}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { startTime: string }[]).map((slot) => slot.startTime);
}

/** A new session of the user at the test clock's now (the clock jumps past sessions' lifetime here). */
const signIn = async (userId: string) => ({
  authorization: `Bearer ${await createSession(t.app.db, clock.now(), userId)}`,
});

const reminders = async (email: string) =>
  (await t.mailsTo(email)).filter((mail) => mail.subject.includes('DAC7 adatszolgáltatás – adja meg'));

describe('DAC7 seller data', () => {
  it('saves valid data of a person and of a company, normalised, for the adviser themselves', async () => {
    const { adviser, auth } = await createAdviser(t.app.db);
    const before = await getStatus(adviser.id, auth);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      seller: null,
      complete: false,
      reportable: false,
      held: false,
    });

    const saved = await save(adviser.id, auth, INDIVIDUAL);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'A DAC7 adatok mentve.',
      data: {
        complete: true,
        seller: { ...INDIVIDUAL, iban: 'HU42117730161111101800000000' },
      },
    });

    const company = await save(adviser.id, auth, ENTITY);
    expect(company.statusCode).toBe(200);
    expect(company.json().data.seller).toMatchObject({
      sellerType: 'entity',
      tin: '12345676-2-41',
      birthDate: '',
      vatNumber: 'HU12345676',
      registrationNumber: '01-09-123456',
    });
    const [row] = await t.app.db.select().from(dac7Sellers).where(eq(dac7Sellers.adviserId, adviser.id));
    expect(row).toMatchObject({ sellerType: 'entity', birthDate: null, registrationNumber: '01-09-123456' });
  });

  it('refuses invalid data with the Hungarian message on its field and saves nothing', async () => {
    const { adviser, auth } = await createAdviser(t.app.db);
    const wrongTaxNumber = await save(adviser.id, auth, { ...ENTITY, tin: '12345678-2-41' });
    expect(wrongTaxNumber.statusCode).toBe(400);
    expect(wrongTaxNumber.json().details).toEqual([
      { field: 'body.tin', message: 'Az adószám ellenőrző számjegye hibás.' },
    ]);

    const wrongIban = await save(adviser.id, auth, {
      ...INDIVIDUAL,
      iban: 'HU43 1177 3016 1111 1018 0000 0000',
    });
    expect(wrongIban.statusCode).toBe(400);
    expect(wrongIban.json().details).toEqual([
      { field: 'body.iban', message: 'Az IBAN ellenőrző számjegyei hibásak: kérjük, ellenőrizze a számot.' },
    ]);

    const wrongTaxId = await save(adviser.id, auth, { ...INDIVIDUAL, tin: '8422780136' });
    expect(wrongTaxId.json().details).toEqual([
      { field: 'body.tin', message: 'Az adóazonosító jel ellenőrző számjegye hibás.' },
    ]);
    const otherBirthDate = await save(adviser.id, auth, { ...INDIVIDUAL, birthDate: '1982-10-04' });
    expect(otherBirthDate.json().details).toEqual([
      { field: 'body.tin', message: 'Az adóazonosító jel nem egyezik a születési dátummal.' },
    ]);

    expect(await t.app.db.select().from(dac7Sellers).where(eq(dac7Sellers.adviserId, adviser.id))).toEqual(
      [],
    );
    expect((await getStatus(adviser.id, auth)).json().data.complete).toBe(false);
  });

  it('is the adviser’s own: other advisers and askers are refused, admins may, audited without values', async () => {
    const { adviser, auth } = await createAdviser(t.app.db);
    const other = await createAdviser(t.app.db);
    const asker = await createAsker(t.app.db);
    expect((await getStatus(adviser.id, other.auth)).statusCode).toBe(403);
    expect((await save(adviser.id, other.auth, INDIVIDUAL)).statusCode).toBe(403);
    expect((await getStatus(adviser.id, asker.auth)).statusCode).toBe(403);
    expect((await save(adviser.id, asker.auth, INDIVIDUAL)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: dac7Url(adviser.id) })).statusCode).toBe(401);
    expect((await getStatus('00000000-0000-4000-8000-000000000000', admin.auth)).statusCode).toBe(404);
    expect(await t.app.db.select().from(dac7Sellers).where(eq(dac7Sellers.adviserId, adviser.id))).toEqual(
      [],
    );

    expect((await save(adviser.id, admin.auth, INDIVIDUAL)).statusCode).toBe(200);
    expect((await getStatus(adviser.id, admin.auth)).json().data.complete).toBe(true);
    expect((await getStatus(adviser.id, auth)).json().data.seller.name).toBe('Minta Márta');
    const entries = await auditLogOf(t.app.db, adviser.id);
    expect(entries.map((e) => e.action)).toEqual(['dac7.update']);
    expect(entries[0]?.actorUserId).toBe(admin.user.id);
    expect(JSON.stringify(entries[0]?.after)).not.toContain('8422780135');
    expect(entries[0]?.after).toMatchObject({ fields: expect.arrayContaining(['tin', 'iban']) });
    // The adviser's own save is no admin action.
    expect((await save(adviser.id, auth, INDIVIDUAL)).statusCode).toBe(200);
    expect(await auditLogOf(t.app.db, adviser.id)).toHaveLength(1);
  });
});

describe('DAC7 reminders and hold', () => {
  it('reminds a reportable adviser exactly twice, holds priced offers from day 60, and lifts the hold on saving', async () => {
    clock.set('2026-01-05T08:00:00Z');
    const job = t.app.jobs.dac7Reminders;
    const held = await pricedAdviser();
    const freeOnly = await createMondayAdviser(t.app.db, [free.id]);
    const complete = await pricedAdviser();
    expect((await save(complete.adviser.id, complete.auth, INDIVIDUAL)).statusCode).toBe(200);

    // A priced booking made (and paid) before the hold stays as it is.
    const early = await createAsker(t.app.db, { expiresInDays: 90 });
    const [earlySlot] = await mondaySlots(held.adviser.id, priced.id);
    const booked = await t.request({
      method: 'POST',
      url: '/api/appointments',
      headers: early.auth,
      payload: { expertId: held.adviser.id, startTime: earlySlot, consultationType: priced.id },
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().data.id as string;
    const paid = await t.request({
      method: 'POST',
      url: `/api/appointments/${bookingId}/payment/demo/complete`,
      headers: early.auth,
    });
    expect(paid.json().data.paymentStatus).toBe('paid');

    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    const first = await reminders(held.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('DAC7 adatszolgáltatás – adja meg adatait – Tanácsadó portál');
    expect(first[0]?.text).toContain('2026. március 6-ig');
    expect(await reminders(freeOnly.user.email)).toHaveLength(0);
    expect(await reminders(complete.user.email)).toHaveLength(0);
    expect((await getStatus(held.adviser.id, held.auth)).json().data).toMatchObject({
      reportable: true,
      complete: false,
      firstReminderAt: '2026-01-05T08:00:00.000Z',
      secondReminderAt: null,
      holdFrom: '2026-03-06T08:00:00.000Z',
      held: false,
    });
    expect((await getStatus(freeOnly.adviser.id, freeOnly.auth)).json().data).toMatchObject({
      reportable: false,
      firstReminderAt: null,
    });

    clock.advance(29 * DAY_MS);
    expect(await job.runOnce()).toBe(0);
    clock.advance(DAY_MS);
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    const both = await reminders(held.user.email);
    expect(both.map((mail) => mail.subject)).toEqual([
      'Második emlékeztető: DAC7 adatszolgáltatás – adja meg adatait – Tanácsadó portál',
      'DAC7 adatszolgáltatás – adja meg adatait – Tanácsadó portál',
    ]);

    // Day 59: still bookable.
    clock.advance(29 * DAY_MS);
    await job.runOnce();
    expect(await mondaySlots(held.adviser.id, priced.id)).not.toEqual([]);

    // Day 60: priced offers are held (not bookable, not offered), free ones stay; no third mail.
    clock.advance(DAY_MS);
    expect(await job.runOnce()).toBe(0);
    expect(await reminders(held.user.email)).toHaveLength(2);
    const heldAuth = await signIn(held.user.id);
    expect((await getStatus(held.adviser.id, heldAuth)).json().data).toMatchObject({
      held: true,
      secondReminderAt: '2026-02-04T08:00:00.000Z',
    });
    expect(await mondaySlots(held.adviser.id, priced.id)).toEqual([]);
    expect(await mondaySlots(held.adviser.id, free.id)).not.toEqual([]);
    expect(await mondaySlots(complete.adviser.id, priced.id)).not.toEqual([]);
    const profile = await t.request({ method: 'GET', url: `/api/tanacsadok/public/${held.adviser.id}` });
    expect(profile.json().data.acceptsPayments).toBe(false);
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const refused = await t.request({
      method: 'POST',
      url: '/api/appointments',
      headers: asker.auth,
      payload: {
        expertId: held.adviser.id,
        startTime: (await mondaySlots(held.adviser.id, free.id))[0],
        consultationType: priced.id,
      },
    });
    // The priced offer has no slots; its price quote (the booking's payment step) refuses too.
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_UNAVAILABLE');
    await expect(t.app.services.consultationPayments.quote(held.adviser.id, priced.id)).rejects.toMatchObject(
      {
        code: 'PAYMENTS_UNAVAILABLE',
      },
    );
    expect(await t.app.services.consultationPayments.quote(held.adviser.id, free.id)).toBeNull();
    const existing = await t.request({
      method: 'GET',
      url: `/api/appointments/${bookingId}`,
      headers: await signIn(early.user.id),
    });
    expect(existing.json().data).toMatchObject({ status: 'pending', paymentStatus: 'paid' });

    // Invalid data lifts nothing.
    expect((await save(held.adviser.id, heldAuth, { ...INDIVIDUAL, tin: '8422780136' })).statusCode).toBe(
      400,
    );
    expect((await getStatus(held.adviser.id, heldAuth)).json().data.held).toBe(true);

    // Complete data lifts the hold at once.
    const lifted = await save(held.adviser.id, heldAuth, ENTITY);
    expect(lifted.json().data).toMatchObject({ complete: true, held: false, firstReminderAt: null });
    expect(await mondaySlots(held.adviser.id, priced.id)).not.toEqual([]);
    expect(await t.app.services.consultationPayments.quote(held.adviser.id, priced.id)).toMatchObject({
      amountHuf: PRICE,
    });
    const again = await t.request({ method: 'GET', url: `/api/tanacsadok/public/${held.adviser.id}` });
    expect(again.json().data.acceptsPayments).toBe(true);
    clock.advance(DAY_MS);
    expect(await job.runOnce()).toBe(0);
    expect(await reminders(held.user.email)).toHaveLength(2);
    expect(
      await t.app.db.select().from(dac7Reminders).where(eq(dac7Reminders.adviserId, held.adviser.id)),
    ).toEqual([]);
  });

  it('sends each step once when several instances run the job at the same time', async () => {
    clock.advance(DAY_MS);
    const adviser = await pricedAdviser();
    const job = t.app.jobs.dac7Reminders;
    // Three passes at once, as three instances would run them: the key lets one of them claim the mail.
    const counts = await Promise.all([job.runOnce(), job.runOnce(), job.runOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders(adviser.user.email)).toHaveLength(1);
    clock.advance(DAC7_SECOND_REMINDER_DAYS * DAY_MS);
    const seconds = await Promise.all([job.runOnce(), job.runOnce()]);
    expect(seconds.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders(adviser.user.email)).toHaveLength(2);
  });
});

describe('the DAC7 hold in the search index', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ searchIndex: true });
  });
  afterAll(() => s.close());

  it('takes the adviser’s priced offers off the cards while held, and puts them back once the data is given', async () => {
    const tag = `dacheted${Date.now()}`;
    const type = await createType(s.app.db, 'Könyvelési tanácsadás');
    const owner = await createAdviser(s.app.db, { description: `Könyvelés ${tag}`, topicIds: [type.id] });
    const id = owner.adviser.id;
    await s.app.db.update(adviserTopics).set({ priceHuf: PRICE }).where(eq(adviserTopics.adviserId, id));
    await s.app.db
      .insert(payoutAccounts)
      .values({ adviserId: id, provider: 'demo', accountRef: `acct_${tag}`, chargesEnabled: true });
    s.app.events.publish('advisers.changed', {});
    const card = async () => {
      const index = s.app.discovery.index;
      await index?.ready();
      const answered = index?.answered ?? 0;
      const found = (await s.send('GET', `/api/tanacsadok/search?search=${tag}`)).json();
      // Answered from the in-memory index, which reloaded after the change.
      expect(index?.answered).toBe(answered + 1);
      return found.data[0];
    };
    const profile = async () => (await s.send('GET', `/api/tanacsadok/public/${id}`)).json().data;
    expect((await card()).acceptsPayments).toBe(true);
    expect((await profile()).acceptsPayments).toBe(true);

    // What the daily job does on day 60, then tells through the service.
    await s.app.db
      .insert(dac7Reminders)
      .values({ adviserId: id, firstSentAt: new Date(), heldAt: new Date() });
    await s.app.services.dac7.holdsChanged([id]);
    expect((await card()).acceptsPayments).toBe(false);
    expect((await profile()).acceptsPayments).toBe(false);

    const saved = await s.send('PUT', dac7Url(id), owner.auth, ENTITY);
    expect(saved.statusCode).toBe(200);
    expect((await card()).acceptsPayments).toBe(true);
    expect((await profile()).acceptsPayments).toBe(true);
  });
});

describe('DAC7 yearly report', () => {
  // An app of its own: its paid advisers would be reportable in the reminder tests' app.
  let r: TestApp;
  let reportAdmin: TestUser;
  let reportType: { id: string };
  /** A consultation of the adviser paid through the portal (written directly: the dates matter here). */
  async function payment(
    adviserId: string,
    paidAt: string | null,
    amounts: { amountHuf: number; feeHuf: number; refundedHuf?: number },
  ) {
    const asker = await createAsker(r.app.db);
    const appointment = await createAppointment(r.app.db, {
      adviserId,
      clientId: asker.user.id,
      typeId: reportType.id,
      start: new Date(paidAt ?? '2025-09-01T10:00:00Z'),
      status: 'completed',
    });
    await r.app.db.insert(consultationPayments).values({
      appointmentId: appointment.id,
      provider: 'demo',
      accountRef: 'acct_report',
      amountHuf: amounts.amountHuf,
      feeHuf: amounts.feeHuf,
      refundedHuf: amounts.refundedHuf ?? 0,
      refundTargetHuf: amounts.refundedHuf ?? 0,
      holdExpiresAt: new Date(paidAt ?? '2025-09-01T10:00:00Z'),
      paidAt: paidAt ? new Date(paidAt) : null,
    });
  }

  let person: Awaited<ReturnType<typeof createAdviser>>;
  let company: Awaited<ReturnType<typeof createAdviser>>;

  beforeAll(async () => {
    ({ t: r } = await createTestAppAt('2026-01-20T09:00:00Z'));
    reportAdmin = await createUser(r.app.db, { role: 'admin', name: 'Jelentő Admin' });
    reportType = await createType(r.app.db, 'Adótanácsadás');
    person = await createAdviser(r.app.db, { name: 'Jelentett Júlia' });
    company = await createAdviser(r.app.db, { name: 'Adathiányos Ádám' });
    const saved = await r.request({
      method: 'PUT',
      url: dac7Url(person.adviser.id),
      headers: person.auth,
      payload: INDIVIDUAL,
    });
    expect(saved.statusCode).toBe(200);
    const id = person.adviser.id;
    // Q1: 00:30 on 1 January in Budapest is still 2024 in UTC; 23:30 on 31 March is Q1 in Budapest.
    await payment(id, '2024-12-31T23:30:00Z', { amountHuf: 10_000, feeHuf: 1_000 });
    await payment(id, '2025-03-31T21:30:00Z', { amountHuf: 12_000, feeHuf: 1_200, refundedHuf: 2_000 });
    // Q2: refunded in full — no consideration, no activity, no fee kept.
    await payment(id, '2025-05-10T10:00:00Z', { amountHuf: 8_000, feeHuf: 800, refundedHuf: 8_000 });
    // Q3: 00:30 on 1 July in Budapest (summer time).
    await payment(id, '2025-06-30T22:30:00Z', { amountHuf: 5_000, feeHuf: 500 });
    // Next year in Budapest, and never paid: not in 2025.
    await payment(id, '2025-12-31T23:30:00Z', { amountHuf: 9_000, feeHuf: 900 });
    await payment(id, null, { amountHuf: 7_000, feeHuf: 700 });
    await payment(company.adviser.id, '2025-11-15T10:00:00Z', { amountHuf: 20_000, feeHuf: 2_000 });
  });
  afterAll(() => r.close());

  const download = (format: string, headers = reportAdmin.auth, year = 2025) =>
    r.request({ method: 'GET', url: `/api/admin/dac7/report?year=${year}&format=${format}`, headers });

  it('writes the year per quarter as CSV for Hungarian Excel', async () => {
    const res = await download('csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dac7-2025.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = res.body
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(';'));
    expect(header?.slice(0, 6)).toEqual([
      'Tanácsadó azonosító',
      'Fiók neve',
      'E-mail cím',
      'DAC7 adatok',
      'Típus',
      'Név',
    ]);
    expect(rows).toHaveLength(2);
    const column = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    const julia = rows.find((row) => row[0] === person.adviser.id);
    expect(column(julia, 'DAC7 adatok')).toBe('teljes');
    expect(column(julia, 'Név')).toBe('Minta Márta');
    expect(column(julia, 'Adóazonosító szám (TIN)')).toBe('8422780135');
    expect(column(julia, 'Születési dátum')).toBe('1982-10-03');
    expect(column(julia, 'IBAN')).toBe('HU42117730161111101800000000');
    const quarters = ['I.', 'II.', 'III.', 'IV.'].map((q) => [
      column(julia, `${q} negyedév ellenérték (Ft)`),
      column(julia, `${q} negyedév tevékenységek száma`),
      column(julia, `${q} negyedév levont díjak (Ft)`),
    ]);
    // Q1: paid 10 000 + (12 000 − 2 000 refunded); the fee of the second goes back in proportion
    // (1 200 − 200), so 2 000 of fees; the consideration is net of them (DAC7): 20 000 − 2 000.
    expect(quarters).toEqual([
      ['18000', '2', '2000'],
      ['0', '0', '0'],
      ['4500', '1', '500'],
      ['0', '0', '0'],
    ]);
    expect(column(julia, 'Éves ellenérték (Ft)')).toBe('22500');
    const adam = rows.find((row) => row[0] === company.adviser.id);
    expect(column(adam, 'DAC7 adatok')).toBe('hiányzik');
    expect(column(adam, 'Fiók neve')).toBe('Adathiányos Ádám');
    expect(column(adam, 'IV. negyedév ellenérték (Ft)')).toBe('18000');
  });

  it('writes the year as XML modelled on the DPI report', async () => {
    const res = await download('xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dac7-2025.xml"');
    const window = new Window();
    const doc = new window.DOMParser().parseFromString(res.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const sellers = [...doc.getElementsByTagName('dpi:ReportableSeller')];
    expect(sellers).toHaveLength(2);
    const julia = sellers.find((s) => s.textContent?.includes('Minta Márta'));
    const text = (name: string) => julia?.getElementsByTagName(`dpi:${name}`)[0]?.textContent;
    expect(julia?.getElementsByTagName('dpi:IndividualSeller')).toHaveLength(1);
    expect(text('TIN')).toBe('8422780135');
    expect(julia?.getElementsByTagName('dpi:TIN')[0]?.getAttribute('issuedBy')).toBe('HU');
    expect(text('BirthDate')).toBe('1982-10-03');
    expect(text('Identifier')).toBe('HU42117730161111101800000000');
    expect([1, 2, 3, 4].map((q) => text(`ConsQ${q}`))).toEqual(['18000', '0', '4500', '0']);
    expect([1, 2, 3, 4].map((q) => text(`NumbQ${q}`))).toEqual(['2', '0', '1', '0']);
    expect([1, 2, 3, 4].map((q) => text(`FeesQ${q}`))).toEqual(['2000', '0', '500', '0']);
    expect(julia?.getElementsByTagName('dpi:ConsQ1')[0]?.getAttribute('currCode')).toBe('HUF');
    const adam = sellers.find((s) => s !== julia);
    expect(adam?.getElementsByTagName('dpi:MissingData')[0]?.textContent).toBe('true');
    expect(adam?.getElementsByTagName('dpi:FeesQ4')[0]?.textContent).toBe('2000');
    window.close();
  });

  it('is for admins only, and every download is audited', async () => {
    expect((await download('csv', person.auth)).statusCode).toBe(403);
    expect(
      (await r.request({ method: 'GET', url: '/api/admin/dac7/report?year=2025&format=csv' })).statusCode,
    ).toBe(401);
    expect((await download('pdf')).statusCode).toBe(400);
    const entries = await auditLogOf(r.app.db, '2025');
    expect(entries.filter((e) => e.action === 'dac7.report').map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { year: 2025, format: 'csv', sellers: 2 },
        { year: 2025, format: 'xml', sellers: 2 },
      ]),
    );
    expect(
      entries.every((e) => e.actorUserId === reportAdmin.user.id && e.entityType === 'dac7_report'),
    ).toBe(true);
  });

  it('mails each seller their own row once per year', async () => {
    const send = (headers = reportAdmin.auth) =>
      r.request({ method: 'POST', url: '/api/admin/dac7/report/send-copies?year=2025', headers });
    expect((await send(person.auth)).statusCode).toBe(403);
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { year: 2025, sent: 2, alreadySent: 0 } });
    const second = await send();
    expect(second.json()).toMatchObject({
      message: 'Minden tanácsadó megkapta már a 2025. évi DAC7 adatait.',
      data: { sent: 0, alreadySent: 2 },
    });

    const copies = (await r.mailsTo(person.user.email)).filter((m) =>
      m.subject.startsWith('DAC7 adatszolgáltatás 2025'),
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]?.text).toContain('Adóazonosító szám: 8422780135 (kiadta: Magyarország)');
    expect(copies[0]?.text).toContain('Születési dátum: 1982. október 3.');
    expect(copies[0]?.text).toContain(
      `I. negyedév: ellenérték ${formatPrice(18_000)}, 2 tanácsadás, levont díj ${formatPrice(2_000)}`,
    );
    expect(copies[0]?.text).toContain(`Egész év: ellenérték ${formatPrice(22_500)}, 3 tanácsadás`);
    const theirs = (await r.mailsTo(company.user.email)).filter((m) =>
      m.subject.startsWith('DAC7 adatszolgáltatás 2025'),
    );
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.text).toContain('DAC7 adatai hiányoznak');

    const summary = await r.request({
      method: 'GET',
      url: '/api/admin/dac7/summary?year=2025',
      headers: reportAdmin.auth,
    });
    expect(summary.json().data).toEqual({ year: 2025, sellers: 2, incomplete: 1, copiesSent: 2 });
    const audit = await auditLogOf(r.app.db, '2025');
    expect(audit.filter((e) => e.action === 'dac7.send_copies').map((e) => e.after)).toEqual([
      { year: 2025, sent: 2, alreadySent: 0 },
      { year: 2025, sent: 0, alreadySent: 2 },
    ]);
  });
});
