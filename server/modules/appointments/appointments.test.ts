import { messages } from '@common/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisers, appointments } from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import { createAsker, createMondayAdviser, createUser, multipart } from '../../test/fixtures';
import { appWithTypeForSuite, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

let t: TestApp;
let clock: ManualClock;
let type: { id: string };

appWithTypeForSuite('2026-11-22T09:00:00Z', 'Jogi tanácsadás', (opened) => ({ t, clock, type } = opened));

const session = async (userId: string) => ({
  authorization: `Bearer ${await createSession(t.app.db, clock.now(), userId)}`,
});

/** A visible adviser working Monday 09:00–12:00 Budapest time, no notice period. */
async function adviserWithHours() {
  const account = await createMondayAdviser(t.app.db, [type.id]);
  return { ...account, auth: await session(account.user.id) };
}

async function subscribedAsker(days: number | null = 30) {
  const account = await createAsker(t.app.db, { expiresInDays: days });
  return { ...account, auth: await session(account.user.id) };
}

/**
 * Writes hour-long appointments of one adviser and asker straight to the database, past the service,
 * so only the database's own rules stand in the way; `room` keeps each test's room ids apart.
 */
const hourInserter =
  (adviserId: string, clientId: string, room: string) =>
  (iso: string, extra: Partial<typeof appointments.$inferInsert> = {}) =>
    t.app.db.insert(appointments).values({
      adviserId,
      clientId,
      typeId: type.id,
      startTime: new Date(iso),
      endTime: new Date(new Date(iso).getTime() + 60 * 60_000),
      roomId: `${room}-${iso}`,
      ...extra,
    });

const MONDAY_9 = '2026-11-23T09:00:00+01:00';
const book = (headers: Record<string, string>, expertId: string, startTime = MONDAY_9, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: '/api/appointments',
    headers,
    payload: { expertId, startTime, consultationType: type.id, ...extra },
  });

describe('booking', () => {
  it('books an offered slot for an asker with a subscription, and the slot is gone', async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    const res = await book(asker.auth, adviser.adviser.id, MONDAY_9, { notes: 'Válóper' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body._id).toBe(body.data.id);
    expect(body.data).toMatchObject({
      expertId: adviser.adviser.id,
      clientId: asker.user.id,
      startTime: '2026-11-23T08:00:00.000Z',
      endTime: '2026-11-23T09:00:00.000Z',
      status: 'pending',
      paymentStatus: 'no_payment',
      notes: 'Válóper',
      consultationType: { id: type.id, name: 'Jogi tanácsadás', durationMinutes: 60 },
    });
    const [mail] = await t.mailsTo(adviser.user.email);
    expect(mail?.subject).toContain('Új foglalás');
    // Budapest time in the mail, and a calendar file attached.
    expect(mail?.text).toContain('2026. november 23. 09:00–10:00');
    expect(mail?.text).toContain('Mellékletek: idopont.ics');
    const slots = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/${adviser.adviser.id}/available-slots?from=2026-11-23T00:00:00%2B01:00&to=2026-11-24T00:00:00%2B01:00&typeId=${type.id}`,
    });
    expect(slots.json().data.map((s: { startTime: string }) => s.startTime)).not.toContain(
      '2026-11-23T08:00:00.000Z',
    );
  });

  it('gives exactly one of 50 parallel bookings of one slot; the rest get 409', async () => {
    const adviser = await adviserWithHours();
    const askers = await Promise.all(Array.from({ length: 50 }, () => subscribedAsker()));
    const results = await Promise.all(askers.map((asker) => book(asker.auth, adviser.adviser.id)));
    const statuses = results.map((r) => r.statusCode);
    // On a failure, the answers that were neither the booking nor a refusal say what happened.
    const others = results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409);
    expect(others.map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('SLOT_UNAVAILABLE');
    }
    const rows = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.adviserId, adviser.adviser.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps the buffer in the database rule: of parallel bookings of neighbouring slots exactly one lands', async () => {
    const adviser = await adviserWithHours();
    await t.app.db.update(advisers).set({ bufferMinutes: 15 }).where(eq(advisers.id, adviser.adviser.id));
    // 09:00 and 10:00 are both offered while the day is empty; each holds 15 minutes after its end.
    const askers = await Promise.all(Array.from({ length: 10 }, () => subscribedAsker()));
    const results = await Promise.all(
      askers.map((asker, i) =>
        book(asker.auth, adviser.adviser.id, i % 2 ? '2026-11-23T10:00:00+01:00' : MONDAY_9),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('refuses in the database any appointment that reaches into a buffer, whatever the code sends', async () => {
    const adviser = await adviserWithHours();
    await t.app.db.update(advisers).set({ bufferMinutes: 15 }).where(eq(advisers.id, adviser.adviser.id));
    const asker = await subscribedAsker();
    const insert = hourInserter(adviser.adviser.id, asker.user.id, 'szoba');
    const at = (iso: string, bufferMinutes?: number) =>
      // A writer that tries to set the buffer or the held time itself is overruled by the trigger.
      insert(iso, bufferMinutes === undefined ? {} : { bufferMinutes, blockedUntil: new Date(iso) });
    await at('2026-11-23T08:00:00Z');
    const [held] = await t.app.db
      .select({ buffer: appointments.bufferMinutes, until: appointments.blockedUntil })
      .from(appointments)
      .where(eq(appointments.adviserId, adviser.adviser.id));
    expect(held).toEqual({ buffer: 15, until: new Date('2026-11-23T09:15:00Z') });
    // 09:05 starts inside the buffer after 09:00; 06:50 ends inside its own buffer before 08:00.
    await expect(at('2026-11-23T09:05:00Z', 0)).rejects.toMatchObject({ cause: { code: '23P01' } });
    await expect(at('2026-11-23T06:50:00Z', 0)).rejects.toMatchObject({ cause: { code: '23P01' } });
    await at('2026-11-23T09:15:00Z');
    await at('2026-11-23T06:45:00Z');
  });

  it('holds the buffer before the start apart from the one after, in the database rule and the slots', async () => {
    const adviser = await adviserWithHours();
    await t.app.db
      .update(advisers)
      .set({ bufferBeforeMinutes: 10, bufferMinutes: 15 })
      .where(eq(advisers.id, adviser.adviser.id));
    const asker = await subscribedAsker();
    const at = hourInserter(adviser.adviser.id, asker.user.id, 'elotte');
    await at('2026-11-23T08:00:00Z');
    const [held] = await t.app.db
      .select({ from: appointments.blockedFrom, until: appointments.blockedUntil })
      .from(appointments)
      .where(eq(appointments.adviserId, adviser.adviser.id));
    expect(held).toEqual({ from: new Date('2026-11-23T07:50:00Z'), until: new Date('2026-11-23T09:15:00Z') });
    // 09:20 would hold from 09:10, inside 09:15; 09:25 holds from 09:15 exactly.
    await expect(at('2026-11-23T09:20:00Z')).rejects.toMatchObject({ cause: { code: '23P01' } });
    // 06:40–07:40 would hold until 07:55, inside 07:50; 06:35–07:35 until 07:50 exactly.
    await expect(at('2026-11-23T06:40:00Z')).rejects.toMatchObject({ cause: { code: '23P01' } });
    await at('2026-11-23T09:25:00Z');
    await at('2026-11-23T06:35:00Z');
    // The booking page offers nothing that would reach into them (10:00 and 11:00 Budapest are taken or
    // too close; the day's slots are 09:00, 10:00, 11:00 Budapest).
    const slots = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/${adviser.adviser.id}/available-slots?from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z&typeId=${type.id}`,
    });
    expect(slots.json().data).toEqual([]);
  });

  it('refuses a time that is not offered with 409', async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    for (const start of [
      '2026-11-23T09:30:00+01:00',
      '2026-11-23T13:00:00+01:00',
      '2026-11-24T09:00:00+01:00',
    ]) {
      expect((await book(asker.auth, adviser.adviser.id, start)).statusCode, start).toBe(409);
    }
  });

  it('needs an active subscription, an asker account, and the caller as the client', async () => {
    const adviser = await adviserWithHours();
    const expired = await subscribedAsker(-1);
    const refused = await book(expired.auth, adviser.adviser.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUBSCRIPTION_REQUIRED');
    expect(refused.json().error).toContain('/kerdezo');
    expect((await book({}, adviser.adviser.id)).statusCode).toBe(401);
    expect((await book(adviser.auth, adviser.adviser.id)).statusCode).toBe(403);
    const asker = await subscribedAsker();
    const other = await subscribedAsker();
    expect(
      (await book(asker.auth, adviser.adviser.id, MONDAY_9, { clientId: other.user.id })).statusCode,
    ).toBe(403);
    expect(
      await t.app.db.select().from(appointments).where(eq(appointments.adviserId, adviser.adviser.id)),
    ).toHaveLength(0);
  });
});

describe('reading and cancelling', () => {
  it('shows an appointment only to its two parties and admins', async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    const id = (await book(asker.auth, adviser.adviser.id)).json().id;
    const stranger = await subscribedAsker();
    const admin = await createUser(t.app.db, { role: 'admin' });
    const get = (headers: Record<string, string>) =>
      t.request({ method: 'GET', url: `/api/appointments/${id}`, headers });
    expect((await get(asker.auth)).statusCode).toBe(200);
    expect((await get(adviser.auth)).statusCode).toBe(200);
    expect((await get(await session(admin.user.id))).statusCode).toBe(200);
    expect((await get(stranger.auth)).statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(401);
  });

  it('lists by date range for each side, without cancelled ones', async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    const first = (await book(asker.auth, adviser.adviser.id)).json().id;
    await book(asker.auth, adviser.adviser.id, '2026-11-23T10:00:00+01:00');
    const range = 'startDate=2026-11-23T00:00:00%2B01:00&endDate=2026-11-30T00:00:00%2B01:00';
    const mine = await t.request({ method: 'GET', url: `/api/appointments?${range}`, headers: adviser.auth });
    expect(mine.json().appointments).toHaveLength(2);
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/appointments/${first}`,
      headers: asker.auth,
    });
    expect(cancelled.json()).toMatchObject({
      message: messages.appointments.deleted,
      data: { status: 'cancelled_by_client' },
    });
    const client = await t.request({
      method: 'GET',
      url: `/api/appointments/client?${range}`,
      headers: asker.auth,
    });
    expect(client.json().appointments.map((a: { id: string }) => a.id)).not.toContain(first);
    expect(client.json().appointments).toHaveLength(1);
    // The freed time can be booked again.
    const again = await subscribedAsker();
    expect((await book(again.auth, adviser.adviser.id)).statusCode).toBe(201);
    // Another adviser cannot list this adviser's appointments.
    const other = await adviserWithHours();
    const foreign = await t.request({
      method: 'GET',
      url: `/api/appointments?${range}&expertId=${adviser.adviser.id}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('records who cancelled, and refuses cancelling twice', async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    const id = (await book(asker.auth, adviser.adviser.id)).json().id;
    const res = await t.request({ method: 'DELETE', url: `/api/appointments/${id}`, headers: adviser.auth });
    expect(res.json().data.status).toBe('cancelled_by_expert');
    expect((await t.mailsTo(asker.user.email))[0]?.subject).toContain('Időpont lemondva');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/appointments/${id}`, headers: asker.auth })).statusCode,
    ).toBe(409);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function bookedPair(start = MONDAY_9) {
  const adviser = await adviserWithHours();
  const asker = await subscribedAsker();
  const id = (await book(asker.auth, adviser.adviser.id, start)).json().id as string;
  return { adviser, asker, id };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function confirmWith(headers: Record<string, string>, id: string, file: Buffer, name = 'szamla.pdf') {
  const form = await multipart({}, { name, data: file, type: 'application/pdf' });
  const body = form.payload.toString('latin1').replace('name="file"', 'name="invoice"');
  return t.request({
    method: 'PUT',
    url: `/api/appointments/${id}/confirm`,
    headers: { ...headers, ...form.headers },
    payload: Buffer.from(body, 'latin1'),
  });
}

describe('time changes', () => {
  it('are requested by one party and approved by the other, moving the appointment', async () => {
    const { adviser, asker, id } = await bookedPair();
    const requested = await post(`/api/appointments/${id}/request-time-change`, asker.auth, {
      newStartTime: '2026-11-23T11:00:00+01:00',
      reason: 'Közbejött valami',
    });
    expect(requested.json()).toMatchObject({
      message: messages.appointments.timeChangeRequested,
      data: { timeChangeRequest: { requestedBy: asker.user.id, newStartTime: '2026-11-23T10:00:00.000Z' } },
    });
    expect((await t.mailsTo(adviser.user.email))[0]?.subject).toContain('Időpont-módosítási kérelem');
    // The requester cannot approve their own request.
    expect((await post(`/api/appointments/${id}/approve-time-change`, asker.auth)).statusCode).toBe(403);
    const approved = await post(`/api/appointments/${id}/approve-time-change`, adviser.auth);
    expect(approved.json()).toMatchObject({
      message: messages.appointments.timeChangeApproved,
      data: {
        startTime: '2026-11-23T10:00:00.000Z',
        endTime: '2026-11-23T11:00:00.000Z',
        timeChangeRequest: null,
      },
    });
  });

  it('are rejected with a reason, or the default one', async () => {
    const { adviser, asker, id } = await bookedPair();
    await post(`/api/appointments/${id}/request-time-change`, adviser.auth, {
      newStartTime: '2026-11-23T11:00:00+01:00',
    });
    const rejected = await post(`/api/appointments/${id}/reject-time-change`, asker.auth, {});
    expect(rejected.json()).toMatchObject({
      message: messages.appointments.timeChangeRejected,
      data: {
        timeChangeRequest: null,
        timeChangeRejectReason: 'Nincs indoklás megadva',
        startTime: '2026-11-23T08:00:00.000Z',
      },
    });
  });

  it('cannot move onto another live appointment', async () => {
    const { adviser, asker, id } = await bookedPair();
    const other = await subscribedAsker();
    expect((await book(other.auth, adviser.adviser.id, '2026-11-23T10:00:00+01:00')).statusCode).toBe(201);
    await post(`/api/appointments/${id}/request-time-change`, asker.auth, {
      newStartTime: '2026-11-23T10:30:00+01:00',
    });
    const approved = await post(`/api/appointments/${id}/approve-time-change`, adviser.auth);
    expect(approved.statusCode).toBe(409);
    const stranger = await subscribedAsker();
    expect((await post(`/api/appointments/${id}/reject-time-change`, stranger.auth, {})).statusCode).toBe(
      404,
    );
  });
});

describe("the adviser's attention counts", () => {
  const attention = (headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/api/appointments/attention', headers });

  it("count the bookings to confirm and the clients' time-change requests that have not ended", async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    const at = hourInserter(adviser.adviser.id, asker.user.id, 'figyelem');
    const request = (by: string | null) => ({
      timeChangeRequestedBy: by,
      timeChangeNewStart: new Date('2026-12-10T10:00:00Z'),
      timeChangeReason: '',
    });
    expect((await attention(adviser.auth)).json()).toEqual({
      success: true,
      data: { toConfirm: 0, timeChangeRequests: 0 },
    });

    await at('2026-11-25T09:00:00Z', { status: 'pending' });
    // Pending with the client's request: both to confirm and to decide.
    await at('2026-11-25T11:00:00Z', { status: 'pending', ...request(asker.user.id) });
    await at('2026-11-26T09:00:00Z', { status: 'confirmed', ...request(asker.user.id) });
    // The requester's account is gone: still the adviser's decision.
    await at('2026-11-26T11:00:00Z', { status: 'confirmed', ...request(null) });
    // Not counted: the adviser's own request, a confirmed one, ended, cancelled, another adviser's.
    await at('2026-11-27T09:00:00Z', { status: 'confirmed', ...request(adviser.user.id) });
    await at('2026-11-27T11:00:00Z', { status: 'confirmed' });
    await at('2026-11-20T09:00:00Z', { status: 'pending', ...request(asker.user.id) });
    await at('2026-11-28T09:00:00Z', { status: 'cancelled_by_client', ...request(asker.user.id) });
    const other = await adviserWithHours();
    await hourInserter(
      other.adviser.id,
      asker.user.id,
      'masik',
    )('2026-11-25T09:00:00Z', { status: 'pending' });

    expect((await attention(adviser.auth)).json()).toEqual({
      success: true,
      data: { toConfirm: 2, timeChangeRequests: 3 },
    });
    expect((await attention(other.auth)).json().data).toEqual({ toConfirm: 1, timeChangeRequests: 0 });

    // Once the booking has ended it waits for nobody.
    clock.set(new Date('2026-11-25T10:30:00Z'));
    try {
      expect((await attention(adviser.auth)).json().data).toEqual({ toConfirm: 1, timeChangeRequests: 3 });
    } finally {
      clock.set(new Date('2026-11-22T09:00:00Z'));
    }
  });

  it('are for advisers only', async () => {
    const asker = await subscribedAsker();
    const admin = await createUser(t.app.db, { role: 'admin' });
    expect((await attention()).statusCode).toBe(401);
    expect((await attention(asker.auth)).statusCode).toBe(403);
    expect((await attention(await session(admin.user.id))).statusCode).toBe(403);
  });
});

describe('confirmation with invoice, invoice download and joining', () => {
  it('confirms with a PDF, mails it to the client, and lets only the parties download it', async () => {
    const { adviser, asker, id } = await bookedPair();
    expect((await confirmWith(asker.auth, id, PDF)).statusCode).toBe(403);
    const notPdf = await confirmWith(adviser.auth, id, Buffer.from('ez nem pdf'), 'szamla.pdf');
    expect(notPdf.statusCode).toBe(415);
    const res = await confirmWith(adviser.auth, id, PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.appointments.confirmed,
      data: { status: 'confirmed', invoiceAvailable: true },
    });
    expect((await confirmWith(adviser.auth, id, PDF)).statusCode).toBe(409);

    const [mail] = await t.mailsTo(asker.user.email);
    expect(mail?.subject).toContain('megerősítve');
    expect(mail?.text).toContain('Mellékletek: szamla-2026-11-23.pdf');

    const download = await t.request({
      method: 'GET',
      url: `/api/appointments/${id}/invoice`,
      headers: asker.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const stranger = await subscribedAsker();
    expect(
      (await t.request({ method: 'GET', url: `/api/appointments/${id}/invoice`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);
    // Invoices are never public files.
    expect(JSON.stringify(res.json())).not.toContain('invoices/');
  });

  it('gives the meeting URL to the parties only from 15 minutes before the start until the end', async () => {
    const { adviser, asker, id } = await bookedPair();
    const join = (headers: Record<string, string>) =>
      t.request({ method: 'GET', url: `/api/appointments/${id}/join`, headers });
    expect((await join(asker.auth)).json().code).toBe('NOT_CONFIRMED');
    await confirmWith(adviser.auth, id, PDF);
    expect((await join(asker.auth)).json().code).toBe('JOIN_WINDOW_CLOSED');
    const start = clock.now();
    try {
      clock.set('2026-11-23T07:46:00Z');
      const res = await join(await session(asker.user.id));
      expect(res.statusCode).toBe(200);
      expect(res.json().meetingUrl).toMatch(/^http:\/\/localhost:3000\/meeting\/[A-Za-z0-9_-]{43}$/);
      expect((await join(await session(adviser.user.id))).json().meetingUrl).toBe(res.json().meetingUrl);
      const stranger = await subscribedAsker();
      expect((await join(await session(stranger.user.id))).statusCode).toBe(404);
      clock.set('2026-11-23T09:00:01Z');
      expect((await join(await session(asker.user.id))).statusCode).toBe(403);
    } finally {
      clock.set(start);
    }
  });
});

describe('cancellation and change deadline', () => {
  /** Booked Monday 09:00 Budapest (08:00Z), 23 hours after the test clock, with the adviser's deadline. */
  async function bookedWithDeadline(hours: number) {
    const adviser = await adviserWithHours();
    // The adviser sets it with the other booking settings.
    const saved = await t.request({
      method: 'PUT',
      url: `/api/tanacsadok/${adviser.adviser.id}/settings`,
      headers: adviser.auth,
      payload: { minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: 60, cancelDeadlineHours: hours },
    });
    expect(saved.json().data.cancelDeadlineHours).toBe(hours);
    const asker = await subscribedAsker();
    const res = await book(asker.auth, adviser.adviser.id);
    expect(res.statusCode).toBe(201);
    // created_at is the database's clock; the test's clock is another day: booked "now" in the test.
    await t.app.db
      .update(appointments)
      .set({ createdAt: clock.now() })
      .where(eq(appointments.id, res.json().id));
    return { adviser, asker, appointment: res.json().data };
  }
  const cancel = (id: string, headers: Record<string, string>) =>
    t.request({ method: 'DELETE', url: `/api/appointments/${id}`, headers });
  /** The asker can neither cancel nor ask for a new time: the deadline has passed, for the reason `message`. */
  async function expectPastDeadline(id: string, headers: Record<string, string>, message: string) {
    const refused = await cancel(id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CHANGE_DEADLINE_PASSED', message });
    const change = await post(`/api/appointments/${id}/request-time-change`, headers, {
      newStartTime: '2026-11-23T11:00:00+01:00',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('CHANGE_DEADLINE_PASSED');
  }

  it('stops the asker from cancelling or asking for a new time inside it, with the reason', async () => {
    // Booked 12 hours before its deadline; the deadline passes later.
    const { adviser, asker, appointment } = await bookedWithDeadline(11);
    expect(appointment.changeDeadline).toBe('2026-11-22T21:00:00.000Z');
    // The confirmation mail names the deadline.
    expect((await confirmWith(adviser.auth, appointment.id, PDF)).statusCode).toBe(200);
    const [mail] = await t.mailsTo(asker.user.email);
    expect(mail?.text).toContain(
      'Lemondani vagy új időpontot kérni 2026. november 22. 22:00-ig lehet, utána már nem.',
    );
    const start = clock.now();
    try {
      clock.set('2026-11-22T21:00:00Z');
      await expectPastDeadline(
        appointment.id,
        asker.auth,
        'A tanácsadó szabálya szerint a kezdés előtti 11 órában már nem lehet lemondani (határidő: 2026. november 22. 22:00).',
      );
    } finally {
      clock.set(start);
    }
  });

  it('says of a booking made inside it that it cannot be cancelled, not that a deadline before it passed', async () => {
    // Booked at 10:00 for 09:00 the next day under a 24-hour deadline (09:00 today, before the booking).
    const { adviser, asker, appointment } = await bookedWithDeadline(24);
    expect(appointment.changeDeadline).toBe('2026-11-22T08:00:00.000Z');
    // Shown on the adviser's public profile (the booking page).
    const profile = await t.request({ method: 'GET', url: `/api/tanacsadok/public/${adviser.adviser.id}` });
    expect(profile.json().data.cancelDeadlineHours).toBe(24);

    await expectPastDeadline(
      appointment.id,
      asker.auth,
      'Ezt a foglalást a tanácsadó lemondási határidején (a kezdés előtti 24 órán) belül tette, ezért nem lehet lemondani.',
    );
    // Nothing changed; the adviser is not bound by the asker's deadline.
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row?.status).toBe('pending');
    expect(row?.timeChangeNewStart).toBeNull();
    // The confirmation mail names no deadline from before the booking: it says it cannot be cancelled.
    expect((await confirmWith(adviser.auth, appointment.id, PDF)).statusCode).toBe(200);
    const [mail] = await t.mailsTo(asker.user.email);
    expect(mail?.text).toContain(
      'Ezt a foglalást a lemondási határidőn belül tette, ezért nem mondhatja le, és új időpontot sem kérhet helyette.',
    );
    expect(mail?.text).not.toContain('Lemondani vagy új időpontot kérni');
    expect(mail?.text).not.toContain('2026. november 22. 09:00');
    expect((await cancel(appointment.id, adviser.auth)).statusCode).toBe(200);
  });

  it('lets the asker cancel before it, and keeps the rule of the booking when the adviser changes it', async () => {
    const { adviser, asker, appointment } = await bookedWithDeadline(12);
    expect(appointment.changeDeadline).toBe('2026-11-22T20:00:00.000Z');
    await t.app.db
      .update(advisers)
      .set({ cancelDeadlineHours: 48 })
      .where(eq(advisers.id, adviser.adviser.id));
    expect((await cancel(appointment.id, asker.auth)).statusCode).toBe(200);
  });

  it('is none when the adviser has none; the platform default for new advisers is 24 hours', async () => {
    const { appointment } = await bookedWithDeadline(0);
    expect(appointment.changeDeadline).toBeNull();
    const settings = await t.request({
      method: 'GET',
      url: '/api/admin/settings',
      headers: (await createUser(t.app.db, { role: 'admin' })).auth,
    });
    expect(settings.json().data.defaultCancelDeadlineHours).toBe(24);
  });
});
