import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { TIME_ZONE } from '@common/constants';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import {
  advisers,
  adviserTopics,
  appointments,
  askers,
  bookingDocuments,
  chatMessages,
  consultationPayments,
  consultationTypes,
  conversations,
  messageAttachments,
  payments,
  payoutAccounts,
  reviews,
  users,
} from '../db/schema';
import { ManualClock } from '../lib/clock';
import { renderPdf } from '../lib/simple-pdf';
import { LocalFileStorage } from '../lib/storage';
import { newToken } from '../lib/tokens';
import { createSession } from '../modules/auth/sessions';
import { loadSettings } from '../modules/settings/settings.service';
import { createUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoData, seedIfEmpty } from './seed';
import * as data from './seed-data';
import { placeSlot, seedDemoHistory } from './seed-history';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface AppointmentJson {
  id: string;
  status: string;
  startTime: string;
  endTime: string;
  clientId: string;
  invoiceAvailable: boolean;
  noShowBy: string | null;
  attendance: Record<string, string | null>;
  timeChangeRequest: { requestedBy: string | null; newStartTime: string } | null;
  intakeAnswers: { label: string; value: string; documents?: { id: string }[] }[];
}

/** Every object of the PDF's cross-reference table starts where the table says (a reader can open it). */
function expectValidPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF/)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries.length).toBeGreaterThanOrEqual(6);
  entries.forEach((offset, index) => {
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  const length = Number(text.match(/<< \/Length (\d+) >>\nstream\n/)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('demo history', () => {
  let t: TestApp;
  const clock = new ManualClock();
  const bearer: Record<string, { authorization: string }> = {};
  const ids: Record<string, string> = {};
  let adviserId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    // As the demo start seeds: into the empty database, with the app's stores and clock.
    expect(
      await seedIfEmpty(t.app.db, t.app.storage, undefined, {
        privateStorage: t.app.privateStorage,
        clock: t.app.clock,
      }),
    ).toBe(true);
    for (const email of [data.demoAsker.email, data.demoAdviser.email, data.demoAdmin.email]) {
      const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no ${email}`);
      ids[email] = user.id;
      bearer[email] = { authorization: `Bearer ${await createSession(t.app.db, clock.now(), user.id)}` };
    }
    const [adviser] = await t.app.db
      .select()
      .from(advisers)
      .where(eq(advisers.userId, ids[data.demoAdviser.email] ?? ''));
    adviserId = adviser?.id ?? '';
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, email: string) => t.request({ method: 'GET', url, headers: bearer[email] });
  const adviserList = async (from: number, to: number, status?: string) => {
    const query = new URLSearchParams({
      startDate: new Date(from).toISOString(),
      endDate: new Date(to).toISOString(),
      ...(status ? { status } : {}),
    });
    const res = await get(`/api/appointments?${query}`, data.demoAdviser.email);
    expect(res.statusCode).toBe(200);
    return res.json().data as AppointmentJson[];
  };

  it('gives the demo adviser past consultations with attendance and invoices the asker can download', async () => {
    const now = clock.now().getTime();
    const past = (await adviserList(now - 90 * DAY, now)).filter((a) => a.status === 'completed');
    expect(past.length).toBeGreaterThanOrEqual(5);
    for (const appointment of past) {
      expect(new Date(appointment.endTime).getTime()).toBeLessThanOrEqual(now - 48 * HOUR);
      expect(appointment.invoiceAvailable).toBe(true);
      const { expertJoinedAt, expertLeftAt, clientJoinedAt, clientLeftAt } = appointment.attendance;
      for (const at of [expertJoinedAt, expertLeftAt, clientJoinedAt, clientLeftAt])
        expect(at).not.toBeNull();
    }
    const own = past.filter((a) => a.clientId === ids[data.demoAsker.email]);
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const appointment of own) {
      const invoice = await get(`/api/appointments/${appointment.id}/invoice`, data.demoAsker.email);
      expect(invoice.statusCode).toBe(200);
      expect(invoice.headers['content-type']).toContain('application/pdf');
      expectValidPdf(invoice.rawPayload);
      expect(invoice.rawPayload.toString('latin1')).toContain('SZ\xc1MLA');
    }
  });

  it('has one no-show of the client, with only the adviser in the room', async () => {
    const now = clock.now().getTime();
    const noShows = await adviserList(now - 90 * DAY, now, 'no_show');
    expect(noShows).toHaveLength(1);
    expect(noShows[0]?.noShowBy).toBe('client');
    expect(noShows[0]?.attendance.expertJoinedAt).not.toBeNull();
    expect(noShows[0]?.attendance.clientJoinedAt).toBeNull();
  });

  it('has reviews that give the adviser a public rating, in step with the stored columns', async () => {
    const profile = await t.request({ method: 'GET', url: `/api/tanacsadok/${adviserId}` });
    expect(profile.statusCode).toBe(200);
    const { rating, reviewCount } = profile.json().data as { rating: number; reviewCount: number };
    expect(reviewCount).toBeGreaterThanOrEqual(5);
    expect(rating).toBeGreaterThan(0);
    const [stats] = await t.app.db
      .select({ n: count(), average: sql<string>`avg(${reviews.rating})` })
      .from(reviews)
      .where(eq(reviews.adviserId, adviserId));
    expect(reviewCount).toBe(stats?.n);
    expect(rating).toBeCloseTo(Number(stats?.average), 2);
    const list = await t.request({ method: 'GET', url: `/api/tanacsadok/${adviserId}/reviews` });
    expect(list.statusCode).toBe(200);
    const distribution = JSON.stringify(list.json().summary);
    expect(distribution).toMatch(/[1-9]/);
    // The demo asker still has a completed consultation to review.
    const pending = await get('/api/reviews/pending', data.demoAsker.email);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.length).toBeGreaterThanOrEqual(1);
  });

  it('lists upcoming confirmed and pending bookings for the adviser, one with the asker’s time change', async () => {
    const now = clock.now().getTime();
    const upcoming = await adviserList(now, now + 60 * DAY);
    const confirmed = upcoming.filter((a) => a.status === 'confirmed');
    const pending = upcoming.filter((a) => a.status === 'pending');
    expect(confirmed.length).toBeGreaterThanOrEqual(2);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const appointment of upcoming) {
      expect(new Date(appointment.startTime).getTime()).toBeGreaterThanOrEqual(now + 24 * HOUR);
    }
    for (const appointment of confirmed) expect(appointment.invoiceAvailable).toBe(true);
    const changes = upcoming.filter((a) => a.timeChangeRequest);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.status).toBe('confirmed');
    expect(change?.clientId).toBe(ids[data.demoAsker.email]);
    expect(change?.timeChangeRequest?.requestedBy).toBe(ids[data.demoAsker.email]);
    expect(new Date(change?.timeChangeRequest?.newStartTime ?? 0).getTime()).toBeGreaterThan(now);
  });

  it('has consultations paid through the portal, for both advisers with a payout account, as the payment service leaves them', async () => {
    const now = clock.now();
    const { platformFeePercent } = await loadSettings(t.app.db);
    expect(platformFeePercent).toBe(data.DEMO_PLATFORM_FEE_PERCENT);
    const rows = await t.app.db
      .select({
        appointment: appointments,
        payment: consultationPayments,
        priceHuf: adviserTopics.priceHuf,
        account: payoutAccounts,
        adviserEmail: users.email,
      })
      .from(appointments)
      .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
      .innerJoin(users, eq(users.id, advisers.userId))
      .innerJoin(
        adviserTopics,
        and(
          eq(adviserTopics.adviserId, appointments.adviserId),
          eq(adviserTopics.typeId, appointments.typeId),
        ),
      )
      .leftJoin(consultationPayments, eq(consultationPayments.appointmentId, appointments.id))
      .leftJoin(payoutAccounts, eq(payoutAccounts.adviserId, appointments.adviserId));
    // Every consultation of a priced offer was paid through the portal; those of free offers were not.
    for (const { appointment, payment, priceHuf } of rows) {
      expect(payment !== null, appointment.id).toBe(priceHuf > 0);
    }
    const paid = rows.flatMap((row) =>
      row.payment && row.account ? [{ ...row, payment: row.payment, account: row.account }] : [],
    );
    expect(new Set(paid.map((row) => row.adviserEmail))).toEqual(
      new Set([data.demoAdviser.email, data.advisers[0]?.email]),
    );
    for (const { appointment, payment, priceHuf, account } of paid) {
      // As booking and the demo checkout leave it: the offer's price, the fee of the platform's percent,
      // to the adviser's payout account, paid within the hold.
      expect(payment).toMatchObject({
        provider: 'demo',
        amountHuf: priceHuf,
        feeHuf: Math.floor((priceHuf * platformFeePercent) / 100),
        accountRef: account.accountRef,
        checkoutRef: `demo_checkout_${appointment.id}`,
        paymentRef: `demo_pi_${appointment.id}`,
      });
      expect(account).toMatchObject({ provider: 'demo', chargesEnabled: true });
      expect(payment.paidAt?.getTime()).toBeGreaterThan(appointment.createdAt.getTime());
      expect(payment.paidAt?.getTime()).toBeLessThan(payment.holdExpiresAt.getTime());
      expect(payment.paidAt?.getTime()).toBeGreaterThan(account.createdAt.getTime());
      expect(payment.paidAt?.getTime()).toBeLessThan(now.getTime());
    }
    const byStatus = (status: string) => paid.filter((row) => row.appointment.status === status);
    // Held (or missed by the asker): paid, the refund rule applied (nothing back).
    const ended = [...byStatus('completed'), ...byStatus('no_show')];
    for (const email of [data.demoAdviser.email, data.advisers[0]?.email]) {
      expect(byStatus('completed').filter((row) => row.adviserEmail === email).length).toBeGreaterThanOrEqual(
        1,
      );
    }
    for (const { appointment, payment } of ended) {
      expect(appointment.paymentStatus).toBe('paid');
      expect(appointment.invoicePath).not.toBeNull();
      expect(payment.refundDecidedAt?.getTime()).toBeGreaterThan(appointment.endTime.getTime());
      expect(payment).toMatchObject({
        refundTargetHuf: 0,
        refundRequestedHuf: 0,
        refundedHuf: 0,
        refundedAt: null,
      });
    }
    // Called off by the adviser: refunded in full, for each of them.
    const refunded = byStatus('cancelled_by_expert');
    expect(new Set(refunded.map((row) => row.adviserEmail)).size).toBe(2);
    for (const { appointment, payment } of refunded) {
      expect(appointment.paymentStatus).toBe('refunded');
      expect(appointment.cancelledAt?.getTime()).toBeLessThan(appointment.startTime.getTime());
      expect(appointment.invoicePath).toBeNull();
      expect(payment).toMatchObject({
        refundTargetHuf: payment.amountHuf,
        refundRequestedHuf: payment.amountHuf,
        refundedHuf: payment.amountHuf,
        refundDecidedAt: appointment.cancelledAt,
      });
      expect(payment.refundedAt?.getTime()).toBeGreaterThan(appointment.cancelledAt?.getTime() ?? 0);
    }
    // Upcoming ones: paid, their outcome open until they end.
    for (const { appointment, payment } of [...byStatus('confirmed'), ...byStatus('pending')]) {
      expect(appointment.paymentStatus).toBe('paid');
      expect(payment).toMatchObject({ refundDecidedAt: null, refundedHuf: 0 });
    }
    expect(byStatus('pending').length).toBeGreaterThanOrEqual(1);

    // Nothing is left for the payments' upkeep: no hold to let go, no refund to decide or to send.
    expect(await t.app.services.consultationPayments.upkeep()).toBe(0);

    // The demo asker sees the refund; the adviser's monthly summaries add up to the rows.
    const [mine] = refunded.filter((row) => row.appointment.clientId === ids[data.demoAsker.email]);
    const seen = await get(`/api/appointments/${mine?.appointment.id}`, data.demoAsker.email);
    expect(seen.json().data).toMatchObject({
      paymentStatus: 'refunded',
      payment: { amountHuf: 14_500, feeHuf: 1_450, refundedHuf: 14_500 },
    });
    const own = paid.filter((row) => row.adviserEmail === data.demoAdviser.email);
    const months = new Set(
      own.map((row) =>
        DateTime.fromJSDate(row.payment.paidAt as Date, { zone: TIME_ZONE }).toFormat('yyyy-MM'),
      ),
    );
    let count = 0;
    let refundedHuf = 0;
    for (const month of months) {
      const summary = (await get(`/api/payouts/summary?month=${month}`, data.demoAdviser.email)).json().data;
      count += summary.count;
      refundedHuf += summary.refundedHuf;
    }
    expect(count).toBe(own.length);
    expect(refundedHuf).toBe(own.reduce((sum, row) => sum + row.payment.refundedHuf, 0));
    // The invoice of a consultation paid through the portal says so.
    const invoiced = own.find(
      (row) => row.appointment.invoicePath && row.appointment.clientId === ids[data.demoAsker.email],
    );
    const invoice = await get(`/api/appointments/${invoiced?.appointment.id}/invoice`, data.demoAsker.email);
    expect(invoice.rawPayload.toString('latin1')).toContain('bankk\xe1rtya');
  });

  it('puts every consultation in the adviser’s working hours, Budapest time', async () => {
    const rows = await t.app.db.select().from(appointments).where(eq(appointments.adviserId, adviserId));
    for (const row of rows) {
      const start = DateTime.fromJSDate(row.startTime, { zone: TIME_ZONE });
      const end = DateTime.fromJSDate(row.endTime, { zone: TIME_ZONE });
      expect(start.weekday).toBeLessThanOrEqual(5);
      expect(start.hour).toBeGreaterThanOrEqual(9);
      expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(17 * 60);
      expect(end.hasSame(start, 'day')).toBe(true);
    }
  });

  it('never puts an asker in two consultations at once', async () => {
    const rows = await t.app.db.select().from(appointments);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const a of rows) {
      const clash = rows.filter(
        (b) =>
          b.id !== a.id && b.clientId === a.clientId && b.startTime < a.endTime && a.startTime < b.endTime,
      );
      expect(clash).toEqual([]);
    }
  });

  it('has the conversation of the demo pair with messages over several days and an attachment', async () => {
    const list = await get('/api/conversations', data.demoAsker.email);
    expect(list.statusCode).toBe(200);
    const conversation = (
      list.json().data as { id: string; participant: { id: string }; unreadCount: number }[]
    ).find((c) => c.participant.id === ids[data.demoAdviser.email]);
    expect(conversation).toBeDefined();
    expect(conversation?.unreadCount).toBe(0);
    const history = await get(
      `/api/conversations/${conversation?.id}/messages?limit=50`,
      data.demoAsker.email,
    );
    expect(history.statusCode).toBe(200);
    const messages = history.json().data as {
      senderId: string;
      createdAt: string;
      attachments: { id: string; filename: string }[];
    }[];
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(new Set(messages.map((m) => m.senderId)).size).toBe(2);
    const days = new Set(messages.map((m) => m.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    const attached = messages.flatMap((m) => m.attachments);
    expect(attached).toHaveLength(1);
    const file = await get(
      `/api/conversations/${conversation?.id}/attachments/${attached[0]?.id}`,
      data.demoAdviser.email,
    );
    expect(file.statusCode).toBe(200);
    expectValidPdf(file.rawPayload);
    // Nothing waits unread: a new message in the demo is the only one counted.
    for (const email of [data.demoAsker.email, data.demoAdviser.email]) {
      expect((await get('/api/conversations/unread-count', email)).json().count).toBe(0);
    }
  });

  it('has a consultation with intake answers and an attached document the adviser can download', async () => {
    const [adviserUser] = await t.app.db.select().from(users).where(eq(users.email, 'kovacs.eva@pelda.hu'));
    if (!adviserUser) throw new Error('no Kovács Éva');
    const auth = { authorization: `Bearer ${await createSession(t.app.db, clock.now(), adviserUser.id)}` };
    const [adviser] = await t.app.db.select().from(advisers).where(eq(advisers.userId, adviserUser.id));
    const query = new URLSearchParams({
      startDate: new Date(clock.now().getTime() - 60 * DAY).toISOString(),
      endDate: clock.now().toISOString(),
      status: 'completed',
      expertId: adviser?.id ?? '',
    });
    const res = await t.request({ method: 'GET', url: `/api/appointments?${query}`, headers: auth });
    const answered = (res.json().data as AppointmentJson[]).find((a) => a.intakeAnswers.length > 0);
    expect(answered?.intakeAnswers.map((answer) => [answer.label, answer.value])).toEqual([
      ['Milyen ügyben keres?', 'Ingatlanjog'],
      ['Írja le röviden a helyzetét', expect.stringContaining('Panellakást vennénk')],
      ['Folyik már bírósági vagy hatósági eljárás?', 'Nem'],
      ['Csatolja a szerződést vagy a hivatalos levelet', 'adasveteli-szerzodes-tervezet.pdf'],
    ]);
    const document = answered?.intakeAnswers[3]?.documents?.[0];
    const link = await t.request({
      method: 'POST',
      url: `/api/booking-documents/${document?.id}/link`,
      headers: auth,
    });
    expect(link.statusCode).toBe(200);
    const file = await t.request({ method: 'GET', url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expectValidPdf(file.rawPayload);
  });

  it('has a weekly series: its occasions a week apart at the same Budapest time, the past ones held', async () => {
    const [plan] = data.demoHistory.series;
    const [asker] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, plan?.asker ?? ''));
    if (!plan || !asker) throw new Error('no series asker');
    const rows = await t.app.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.clientId, asker.id), isNotNull(appointments.seriesId)))
      .orderBy(appointments.startTime);
    expect(rows).toHaveLength(plan.occurrences);
    expect(rows.map((row) => row.seriesIndex)).toEqual([1, 2, 3, 4]);
    const times = rows.map((row) => DateTime.fromJSDate(row.startTime, { zone: TIME_ZONE }));
    for (const [index, time] of times.entries()) {
      expect(time.toFormat('ccc HH:mm')).toBe(times[0]?.toFormat('ccc HH:mm'));
      if (index > 0) expect(Math.round(time.diff(times[index - 1] as DateTime, 'days').days)).toBe(7);
    }
    // Those past were held; the rest are confirmed: the series spans today.
    const now = clock.now();
    for (const row of rows) expect(row.status).toBe(row.endTime < now ? 'completed' : 'confirmed');
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['completed', 'confirmed']));
    // The asker reads it as one series.
    const auth = { authorization: `Bearer ${await createSession(t.app.db, now, asker.id)}` };
    const read = await t.request({
      method: 'GET',
      url: `/api/appointment-series/${rows[0]?.seriesId}`,
      headers: auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.series).toMatchObject({ intervalWeeks: 1, occurrences: 4 });
    expect(read.json().data.appointments).toHaveLength(4);
  });

  it('shows paid subscription payments in the asker’s and the adviser’s payment lists', async () => {
    for (const email of [data.demoAsker.email, data.demoAdviser.email]) {
      const res = await get('/api/subscriptions/payments', email);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { status: string; paidAt: string; newExpirationDate: string }[];
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) {
        expect(row.status).toBe('paid');
        expect(new Date(row.paidAt).getTime()).toBeLessThan(clock.now().getTime());
      }
    }
    // The newest payment bought the subscription the asker has now.
    const [asker] = (await get('/api/subscriptions/payments', data.demoAsker.email)).json().data as {
      newExpirationDate: string;
    }[];
    const state = (await get('/api/subscriptions/me', data.demoAsker.email)).json();
    expect(JSON.stringify(state)).toContain(asker?.newExpirationDate.slice(0, 10));
  });

  it('fills the admin dashboard’s bookings per day', async () => {
    const res = await get('/api/admin/dashboard', data.demoAdmin.email);
    expect(res.statusCode).toBe(200);
    const perDay = res.json().data.bookingsPerDay as { date: string; count: number }[];
    expect(perDay.filter((d) => d.count > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('dates every registration before anything the account did, and the activation request after it', async () => {
    // Each account's dated traces, as a table of (user, what, when).
    const traces = sql`
      select ${appointments.clientId} as user_id, 'foglalás' as what, ${appointments.createdAt} as at from ${appointments}
      union all select ${advisers.userId}, 'foglalás', ${appointments.createdAt}
        from ${appointments} join ${advisers} on ${advisers.id} = ${appointments.adviserId}
      union all select ${appointments.clientId}, 'konzultáció', ${appointments.startTime} from ${appointments}
      union all select ${reviews.clientId}, 'értékelés', ${reviews.createdAt} from ${reviews}
      union all select ${advisers.userId}, 'válasz az értékelésre', ${reviews.repliedAt}
        from ${reviews} join ${advisers} on ${advisers.id} = ${reviews.adviserId} where ${reviews.repliedAt} is not null
      union all select ${chatMessages.senderId}, 'üzenet', ${chatMessages.createdAt} from ${chatMessages}
      union all select ${conversations.askerId}, 'beszélgetés', ${conversations.createdAt} from ${conversations}
      union all select ${conversations.adviserUserId}, 'beszélgetés', ${conversations.createdAt} from ${conversations}
      union all select ${payments.userId}, 'befizetés', ${payments.createdAt} from ${payments}
      union all select ${advisers.userId}, 'tanácsadói profil', ${advisers.createdAt} from ${advisers}
      union all select ${advisers.userId}, 'aktiválási kérelem', ${advisers.activationRequestDate}
        from ${advisers} where ${advisers.activationRequestDate} is not null
      union all select ${askers.userId}, 'kérdezői profil', ${askers.createdAt} from ${askers}
      union all select ${users.id}, 'e-mail megerősítése', ${users.emailVerifiedAt} from ${users}`;
    const earlier = await queryRows<{ email: string; registered: string; what: string; at: string }>(
      t.app.db,
      sql`
      select u.email, u.created_at::text as registered, tr.what, tr.at::text as at
      from (${traces}) tr join ${users} u on u.id = tr.user_id
      where tr.at < u.created_at order by u.email, tr.at`,
    );
    expect(earlier).toEqual([]);
    // The waiting adviser registered shortly before asking for activation; the others long before.
    const registered = await t.app.db
      .select({ email: users.email, at: users.createdAt, request: advisers.activationRequestDate })
      .from(users)
      .leftJoin(advisers, eq(advisers.userId, users.id));
    const waiting = registered.filter((row) => row.request !== null);
    expect(waiting.map((row) => row.email)).toEqual([data.advisers.at(-1)?.email]);
    const now = clock.now().getTime();
    for (const row of waiting) {
      expect(row.request?.getTime()).toBeGreaterThan(row.at.getTime());
      expect(row.request?.getTime()).toBeLessThan(now);
    }
    // Not all at once on the day of seeding: the accounts joined over more than a year.
    const days = new Set(registered.map((row) => Math.floor((now - row.at.getTime()) / DAY)));
    expect(days.size).toBeGreaterThan(registered.length / 2);
    expect(Math.max(...days)).toBeGreaterThan(365);
  });

  it('fills the legal pages with the demo operator’s data: no "–" where the operator goes', async () => {
    const { companyName, dataProtectionContact } = data.demoOperator.operator;
    for (const [document, line] of [
      ['aszf', `Szolgáltató: ${companyName}`],
      ['adatkezeles', `Adatkezelő: ${companyName}`],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/api/settings/legal/${document}` });
      expect(res.statusCode).toBe(200);
      const legal = res.json().data as { parts: { html: string }[]; missing: string[] };
      expect(legal.missing, document).toEqual([]);
      const html = legal.parts.map((part) => part.html).join('');
      expect(html).toContain(line);
      expect(html).toContain(`<a href="mailto:${data.demoOperator.contactEmail}">`);
      if (document === 'adatkezeles') expect(html).toContain(dataProtectionContact);
    }
  });

  it('adds nothing when seeded again', async () => {
    const snapshot = async () => {
      const tally = async (table: typeof appointments | typeof reviews | typeof payments) =>
        (await t.app.db.select({ n: count() }).from(table))[0]?.n;
      return {
        appointments: await tally(appointments),
        reviews: await tally(reviews),
        payments: await tally(payments),
        messages: (await t.app.db.select({ n: count() }).from(chatMessages))[0]?.n,
        attachments: (await t.app.db.select({ n: count() }).from(messageAttachments))[0]?.n,
        documents: (await t.app.db.select({ n: count() }).from(bookingDocuments))[0]?.n,
        conversations: (await t.app.db.select({ n: count() }).from(conversations))[0]?.n,
        files: (await filesUnder(path.join(t.dataDir, 'private'))).length,
      };
    };
    const before = await snapshot();
    // Private files: the invoices, the one chat attachment and the one booking document.
    const [invoices] = await t.app.db
      .select({ n: count() })
      .from(appointments)
      .where(isNotNull(appointments.invoicePath));
    expect(before.documents).toBe(1);
    expect(before.files).toBe((invoices?.n ?? 0) + 2);
    // Days later (everything would be dated differently): still nothing new.
    const seededAt = clock.now();
    clock.advance(3 * DAY);
    const options = { privateStorage: t.app.privateStorage, clock: t.app.clock };
    expect(await seedIfEmpty(t.app.db, t.app.storage, undefined, options)).toBe(false);
    const again = await seedDemoData(t.app.db, t.app.storage, undefined, options);
    expect(again).toEqual({ created: 0, history: null });
    expect(await snapshot()).toEqual(before);
    clock.set(seededAt);
  });

  it('lets the adviser accept the waiting time change (its new time is free)', async () => {
    const [row] = await t.app.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.adviserId, adviserId), isNotNull(appointments.timeChangeNewStart)));
    const res = await t.request({
      method: 'POST',
      url: `/api/appointments/${row?.id}/approve-time-change`,
      headers: bearer[data.demoAdviser.email],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.startTime).toBe(row?.timeChangeNewStart?.toISOString());
  });
});

describe('demo history outside demo mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('a start without SEED_DEMO seeds nothing, and the history needs the demo accounts', async () => {
    // main.ts seeds only with SEED_DEMO (demo mode); the test app, like production, has it off.
    expect(t.config.seedDemo).toBe(false);
    expect((await t.app.db.select({ n: count() }).from(users))[0]?.n).toBe(0);
    // Real accounts and types, but not the demo ones: the history has nobody to attach to.
    await createUser(t.app.db, { role: 'kerdezo', email: 'valaki@pelda.hu' });
    await createUser(t.app.db, { role: 'tanacsado', email: 'masvalaki@pelda.hu' });
    const result = await seedDemoHistory(t.app.db, { privateStorage: t.app.privateStorage, now: new Date() });
    expect(result).toBeNull();
    for (const table of [appointments, reviews, payments, conversations, chatMessages, messageAttachments]) {
      expect((await t.app.db.select({ n: count() }).from(table))[0]?.n).toBe(0);
    }
    expect(await filesUnder(path.join(t.dataDir, 'private'))).toEqual([]);
    // Nor the demo operator: the legal pages show what an admin entered, here nothing yet.
    const aszf = (await t.request({ method: 'GET', url: '/api/settings/legal/aszf' })).json().data as {
      parts: { html: string }[];
      missing: string[];
    };
    expect(aszf.missing).toContain('Cégnév');
    expect(aszf.parts.map((part) => part.html).join('')).not.toContain(
      data.demoOperator.operator.companyName,
    );
  });
});

describe('demo history around existing bookings', () => {
  let t: TestApp;
  // A Saturday night before the spring clock change: weekends and DST move nothing off the hours.
  const clock = new ManualClock('2025-03-29T22:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('fits around what the adviser already has, and a public store alone leaves the history out', async () => {
    // The accounts only: a public store in an unknown place gives no private one beside it.
    const storage = new LocalFileStorage(path.join(t.dataDir, 'elsewhere'));
    const first = await seedDemoData(t.app.db, storage, undefined, { clock });
    expect(first.created).toBeGreaterThan(10);
    expect(first.history).toBeNull();
    expect((await t.app.db.select({ n: count() }).from(appointments))[0]?.n).toBe(0);

    // A booking at every slot the history would want on the demo adviser's days around today.
    const [adviser] = await t.app.db
      .select()
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(eq(users.email, data.demoAdviser.email));
    const [asker] = await t.app.db.select().from(users).where(eq(users.email, 'voros.levente@pelda.hu'));
    const [type] = await t.app.db
      .select()
      .from(consultationTypes)
      .where(eq(consultationTypes.name, 'Jogi tanácsadás'));
    if (!adviser || !asker || !type) throw new Error('no demo adviser');
    const now = clock.now();
    const blocking = data.demoHistory.consultations
      .filter((c) => c.adviser === data.demoAdviser.email)
      .map((c) => placeSlot(adviser.advisers, type.durationMinutes, now, c, []))
      .filter((slot) => slot !== null);
    const taken: { start: number }[] = [];
    for (const slot of blocking) {
      if (taken.some((s) => Math.abs(s.start - slot.start.getTime()) < 2 * HOUR)) continue;
      taken.push({ start: slot.start.getTime() });
      await t.app.db.insert(appointments).values({
        adviserId: adviser.advisers.id,
        clientId: asker.id,
        typeId: type.id,
        startTime: slot.start,
        endTime: slot.end,
        status: 'confirmed',
        roomId: newToken(),
      });
    }
    expect(taken.length).toBeGreaterThan(5);

    const result = await seedDemoHistory(t.app.db, { privateStorage: t.app.privateStorage, now });
    expect(result?.appointments).toBe(
      data.demoHistory.consultations.length +
        data.demoHistory.series.reduce((sum, series) => sum + series.occurrences, 0),
    );
    expect(result?.payments).toBeGreaterThanOrEqual(9);
    const rows = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.adviserId, adviser.advisers.id));
    for (const row of rows) {
      const start = DateTime.fromJSDate(row.startTime, { zone: TIME_ZONE });
      expect(start.weekday).toBeLessThanOrEqual(5);
      expect(start.hour).toBeGreaterThanOrEqual(9);
    }
    // Dated relative to the clock: past ones ended two days before it, upcoming ones a day after it.
    for (const row of rows.filter((r) => r.clientId !== asker.id)) {
      const live = row.status === 'pending' || row.status === 'confirmed';
      if (live) expect(row.startTime.getTime()).toBeGreaterThanOrEqual(now.getTime() + 24 * HOUR);
      else expect(row.endTime.getTime()).toBeLessThanOrEqual(now.getTime() - 48 * HOUR);
    }
  });
});

describe('renderPdf', () => {
  it('writes a PDF with a correct cross-reference table, escaping and Hungarian letters', () => {
    const pdf = renderPdf('Próba (teszt)', [
      { text: 'Árvíztűrő tükörfúrógép – (zárójel) \\ perjel', bold: true, size: 14 },
      { text: 'Második sor', gap: 4 },
    ]);
    expectValidPdf(pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain(
      '(\xc1rv\xedzt\xfcr\xf6 t\xfck\xf6rf\xfar\xf3g\xe9p \x96 \\(z\xe1r\xf3jel\\) \\\\ perjel)',
    );
  });
});
