import { PAYMENT_HOLD_MINUTES, SERIES_PAYMENT_DUE_HOURS } from '@common/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { advisers, appointmentSeries, appointments, bookingDocuments } from '../../db/schema';
import { HOUR_MS, type ManualClock, MINUTE_MS } from '../../lib/clock';
import { createAsker, createMondayAdviser, createUser, multipart, priceOffer } from '../../test/fixtures';
import { appWithTypeForSuite, type TestApp } from '../../test/test-app';

let t: TestApp;
let clock: ManualClock;
let type: { id: string };

// Sunday 2026-11-22 10:00 Budapest: the Mondays 23 and 30 November, 7, 14 and 21 December are ahead.
appWithTypeForSuite('2026-11-22T09:00:00Z', 'Jogi tanácsadás', (opened) => ({ t, clock, type } = opened));

type Headers = Record<string, string>;
const MONDAY_9 = '2026-11-23T09:00:00+01:00';

/** A visible adviser working Mondays 09:00–12:00 Budapest time, allowing series of `rule` (if given). */
async function adviserWithSeries(rule: { intervalWeeks: number[]; maxOccurrences: number } | null) {
  const account = await createMondayAdviser(t.app.db, [type.id]);
  if (rule) {
    const saved = await settings(account.auth, account.adviser.id, rule);
    expect(saved.statusCode).toBe(200);
  }
  return account;
}

const askerWithSubscription = () => createAsker(t.app.db, { expiresInDays: 60 });

const settings = (headers: Headers, adviserId: string, payload: object | null, typeId = type.id) =>
  t.request({
    method: 'PUT',
    url: `/api/tanacsadok/${adviserId}/series-settings/${typeId}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const bookSeries = (
  headers: Headers,
  expertId: string,
  options: { startTime?: string; intervalWeeks?: number; occurrences?: number; notes?: string } = {},
) =>
  t.send('POST', '/api/appointment-series', headers, {
    expertId,
    consultationType: type.id,
    startTime: options.startTime ?? MONDAY_9,
    intervalWeeks: options.intervalWeeks ?? 1,
    occurrences: options.occurrences ?? 4,
    ...(options.notes ? { notes: options.notes } : {}),
  });

const preview = (headers: Headers, expertId: string, occurrences = 4, intervalWeeks = 1) =>
  t.send(
    'GET',
    `/api/appointment-series/preview?expertId=${expertId}&consultationType=${type.id}` +
      `&startTime=${encodeURIComponent(MONDAY_9)}&intervalWeeks=${intervalWeeks}&occurrences=${occurrences}`,
    headers,
  );

const cancelRest = (headers: Headers, seriesId: string, fromAppointmentId: string) =>
  t.send('POST', `/api/appointment-series/${seriesId}/cancel`, headers, { fromAppointmentId });

/** An hour-long live appointment of another asker written straight to the database. */
async function occupy(adviserId: string, iso: string) {
  const other = await askerWithSubscription();
  await t.app.db.insert(appointments).values({
    adviserId,
    clientId: other.user.id,
    typeId: type.id,
    startTime: new Date(iso),
    endTime: new Date(new Date(iso).getTime() + 60 * 60_000),
    roomId: `series-test-${adviserId}-${iso}`,
  });
}

const rowsOf = (clientId: string) =>
  t.app.db.select().from(appointments).where(eq(appointments.clientId, clientId));

describe('series settings', () => {
  it('are the adviser’s per offered type and travel with the type on the profile', async () => {
    const adviser = await adviserWithSeries(null);
    const profileSeries = async () =>
      (await t.send('GET', `/api/tanacsadok/public/${adviser.adviser.id}`)).json().data.consultingTopics[0]
        .series;
    expect(await profileSeries()).toBeNull();

    const saved = await settings(adviser.auth, adviser.adviser.id, {
      intervalWeeks: [2, 1],
      maxOccurrences: 6,
    });
    expect(saved.json()).toMatchObject({
      success: true,
      data: {
        adviserId: adviser.adviser.id,
        typeId: type.id,
        series: { intervalWeeks: [1, 2], maxOccurrences: 6 },
      },
    });
    expect(await profileSeries()).toEqual({ intervalWeeks: [1, 2], maxOccurrences: 6 });

    // Both halves or neither: an interval without a count (and the reverse) is refused, in Hungarian.
    const half = await settings(adviser.auth, adviser.adviser.id, { intervalWeeks: [1] });
    expect(half.statusCode).toBe(400);
    expect(half.json().details).toEqual([
      { field: 'body.maxOccurrences', message: 'Az alkalmak száma 2 és 12 között legyen' },
    ]);
    expect(
      (await settings(adviser.auth, adviser.adviser.id, { maxOccurrences: 13, intervalWeeks: [1] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await settings(adviser.auth, adviser.adviser.id, { intervalWeeks: [3], maxOccurrences: 4 }))
        .statusCode,
    ).toBe(400);

    // Another adviser may not change it; a type not offered is not found.
    const other = await createMondayAdviser(t.app.db, []);
    expect(
      (await settings(other.auth, adviser.adviser.id, { intervalWeeks: [1], maxOccurrences: 4 })).statusCode,
    ).toBe(403);
    expect(
      (await settings(other.auth, other.adviser.id, { intervalWeeks: [1], maxOccurrences: 4 })).statusCode,
    ).toBe(404);

    // {} and null turn it off.
    expect((await settings(adviser.auth, adviser.adviser.id, {})).json().data.series).toBeNull();
    await settings(adviser.auth, adviser.adviser.id, { intervalWeeks: [1], maxOccurrences: 4 });
    expect((await settings(adviser.auth, adviser.adviser.id, null)).json().data.series).toBeNull();
    expect(await profileSeries()).toBeNull();
  });
});

describe('booking a series', () => {
  it('books every occasion at once, one week apart at the same Budapest time, and tells the adviser in one mail', async () => {
    const adviser = await adviserWithSeries({ intervalWeeks: [1], maxOccurrences: 4 });
    const asker = await askerWithSubscription();
    const res = await bookSeries(asker.auth, adviser.adviser.id, { notes: 'Öröklési ügy' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.series).toMatchObject({ intervalWeeks: 1, occurrences: 4, expertId: adviser.adviser.id });
    expect(body.checkoutUrl).toBeNull();
    expect(
      body.appointments.map((a: { startTime: string; series: object; notes: string; status: string }) => [
        a.startTime,
        a.series,
        a.notes,
        a.status,
      ]),
    ).toEqual(
      ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14'].map((day, index) => [
        `${day}T08:00:00.000Z`,
        { id: body.series.id, index: index + 1, occurrences: 4, intervalWeeks: 1 },
        'Öröklési ügy',
        'pending',
      ]),
    );
    // The asker's list carries the series on each occasion.
    const listed = await t.send(
      'GET',
      '/api/appointments/client?startDate=2026-11-22T00:00:00Z&endDate=2027-01-01T00:00:00Z',
      asker.auth,
    );
    expect(listed.json().data.map((a: { series: { index: number } }) => a.series.index)).toEqual([
      1, 2, 3, 4,
    ]);
    // One mail names every date, with a calendar file per occasion.
    const mails = await t.mailsTo(adviser.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Új ismétlődő foglalás');
    for (const day of ['november 23.', 'november 30.', 'december 7.', 'december 14.']) {
      expect(mails[0]?.text).toContain(`2026. ${day} 09:00–10:00`);
    }
    // The series reads back with its occasions, for its parties only.
    const read = await t.send('GET', `/api/appointment-series/${body.series.id}`, adviser.auth);
    expect(read.json().data.appointments).toHaveLength(4);
    const stranger = await askerWithSubscription();
    expect((await t.send('GET', `/api/appointment-series/${body.series.id}`, stranger.auth)).statusCode).toBe(
      404,
    );
  });

  it('is refused when the adviser does not allow it: no series, another interval, too many occasions', async () => {
    const none = await adviserWithSeries(null);
    const weekly = await adviserWithSeries({ intervalWeeks: [1], maxOccurrences: 3 });
    const asker = await askerWithSubscription();
    const refusals = [
      [await bookSeries(asker.auth, none.adviser.id), 'SERIES_NOT_ALLOWED'],
      [
        await bookSeries(asker.auth, weekly.adviser.id, { intervalWeeks: 2, occurrences: 2 }),
        'SERIES_INTERVAL_NOT_ALLOWED',
      ],
      [await bookSeries(asker.auth, weekly.adviser.id, { occurrences: 4 }), 'SERIES_TOO_LONG'],
      [await preview(asker.auth, weekly.adviser.id, 4), 'SERIES_TOO_LONG'],
    ] as const;
    for (const [res, code] of refusals) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    // The contract's own bounds: 2–12 occasions, weekly or every two weeks.
    expect((await bookSeries(asker.auth, weekly.adviser.id, { occurrences: 13 })).statusCode).toBe(400);
    expect((await bookSeries(asker.auth, weekly.adviser.id, { occurrences: 1 })).statusCode).toBe(400);
    expect((await bookSeries(asker.auth, weekly.adviser.id, { intervalWeeks: 3 })).statusCode).toBe(400);
    // Only an asker with a subscription books or previews one.
    const expired = await createAsker(t.app.db, { expiresInDays: null });
    expect((await bookSeries(expired.auth, weekly.adviser.id, { occurrences: 2 })).statusCode).toBe(403);
    expect((await bookSeries(weekly.auth, weekly.adviser.id, { occurrences: 2 })).statusCode).toBe(403);
    expect((await rowsOf(asker.user.id)).length).toBe(0);
  });

  it('previews which occasions are free, and books nothing when one week is taken, naming its date', async () => {
    const adviser = await adviserWithSeries({ intervalWeeks: [1, 2], maxOccurrences: 6 });
    await occupy(adviser.adviser.id, '2026-11-30T09:00:00+01:00');
    const asker = await askerWithSubscription();
    const planned = await preview(asker.auth, adviser.adviser.id, 4);
    expect(planned.statusCode).toBe(200);
    expect(planned.json().data).toEqual({
      allFree: false,
      occurrences: ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14'].map((day, index) => ({
        index: index + 1,
        startTime: `${day}T08:00:00.000Z`,
        endTime: `${day}T09:00:00.000Z`,
        free: index !== 1,
      })),
    });
    const refused = await bookSeries(asker.auth, adviser.adviser.id, { occurrences: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SERIES_SLOT_UNAVAILABLE' });
    expect(refused.json().message).toContain('2026. november 30.');
    expect(await rowsOf(asker.user.id)).toEqual([]);
    expect(
      await t.app.db.select().from(appointmentSeries).where(eq(appointmentSeries.clientId, asker.user.id)),
    ).toEqual([]);
    // Beyond the booking horizon nothing is free (to the last day a date can be written).
    const far = await t.send(
      'GET',
      `/api/appointment-series/preview?expertId=${adviser.adviser.id}&consultationType=${type.id}` +
        `&startTime=${encodeURIComponent('9999-12-27T09:00:00+01:00')}&intervalWeeks=2&occurrences=3`,
      asker.auth,
    );
    expect(far.statusCode).toBe(200);
    expect(far.json().data.occurrences.map((o: { free: boolean }) => o.free)).toEqual([false, false, false]);
    // Every two weeks steps over the taken Monday.
    const biweekly = await preview(asker.auth, adviser.adviser.id, 3, 2);
    expect(biweekly.json().data.allFree).toBe(true);
    expect(
      (await bookSeries(asker.auth, adviser.adviser.id, { intervalWeeks: 2, occurrences: 3 })).statusCode,
    ).toBe(201);
    expect((await rowsOf(asker.user.id)).map((row) => row.startTime.toISOString())).toEqual(
      expect.arrayContaining([
        '2026-11-23T08:00:00.000Z',
        '2026-12-07T08:00:00.000Z',
        '2026-12-21T08:00:00.000Z',
      ]),
    );
  });

  it('lets 20 parallel series race for overlapping times: no overlap in the database, each all or nothing', async () => {
    const adviser = await adviserWithSeries({ intervalWeeks: [1], maxOccurrences: 4 });
    await t.app.db.update(advisers).set({ bufferMinutes: 15 }).where(eq(advisers.id, adviser.adviser.id));
    const askers = await Promise.all(Array.from({ length: 20 }, () => askerWithSubscription()));
    // Overlapping plans: the same Mondays from two weeks, at 09:00 and 10:00 (the buffer makes them clash).
    const starts = [
      '2026-11-23T09:00:00+01:00',
      '2026-11-30T09:00:00+01:00',
      '2026-11-23T10:00:00+01:00',
      '2026-11-30T10:00:00+01:00',
    ];
    const results = await Promise.all(
      askers.map((asker, i) =>
        bookSeries(asker.auth, adviser.adviser.id, { startTime: starts[i % starts.length], occurrences: 3 }),
      ),
    );
    const unexpected = results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409);
    expect(unexpected.map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`)).toEqual([]);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    for (const [i, res] of results.entries()) {
      const rows = await rowsOf(askers[i]?.user.id ?? '');
      expect(rows).toHaveLength(res.statusCode === 201 ? 3 : 0);
      if (res.statusCode === 409)
        expect(res.json().message).toMatch(/^A sorozat 2026\. (november|december) \d+\./);
    }
    const [overlaps] = await queryRows<{ count: number }>(
      t.app.db,
      sql`select count(*)::int as count from appointments a join appointments b
        on a.adviser_id = b.adviser_id and a.id < b.id
        and tstzrange(a.blocked_from, a.blocked_until) && tstzrange(b.blocked_from, b.blocked_until)
      where a.adviser_id = ${adviser.adviser.id}
        and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,
    );
    expect(Number(overlaps?.count)).toBe(0);
  });

  it('holds a payment per occasion of a priced type; the answer opens the first one’s checkout', async () => {
    const adviser = await adviserWithSeries({ intervalWeeks: [1], maxOccurrences: 4 });
    const adviserId = adviser.adviser.id;
    await priceOffer(t.app.db, adviserId, type.id, 12_000);
    const asker = await askerWithSubscription();
    const res = await bookSeries(asker.auth, adviserId, { occurrences: 2 });
    expect(res.statusCode).toBe(201);
    const booked = res.json().appointments as {
      id: string;
      startTime: string;
      paymentStatus: string;
      payment: { amountHuf: number; holdExpiresAt: string };
    }[];
    expect(booked.map((a) => [a.paymentStatus, a.payment.amountHuf])).toEqual([
      ['pending', 12_000],
      ['pending', 12_000],
    ]);
    expect(res.json().checkoutUrl).toBe(`/fizetes/demo/idopont/${booked[0]?.id}`);
    // The first is paid at once; a later occasion's time is held until a day before it starts.
    const [first, second] = booked;
    expect(Date.parse(first?.payment.holdExpiresAt ?? '')).toBe(
      clock.now().getTime() + PAYMENT_HOLD_MINUTES * MINUTE_MS,
    );
    expect(Date.parse(second?.payment.holdExpiresAt ?? '')).toBe(
      Date.parse(second?.startTime ?? '') - SERIES_PAYMENT_DUE_HOURS * HOUR_MS,
    );
    // Its "Fizetés" still opens after the first one's hold has lapsed.
    clock.advance(PAYMENT_HOLD_MINUTES * MINUTE_MS + 1);
    const later = await t.send('POST', `/api/appointments/${second?.id}/payment`, asker.auth);
    expect(later.statusCode).toBe(200);
    // Unpaid, the adviser hears of nothing yet (each occasion's payment tells them).
    expect(await t.mailsTo(adviser.user.email)).toEqual([]);
  });
});

describe('cancelling the rest of a series', () => {
  async function bookedSeries(options: { deadlineHours?: number } = {}) {
    const adviser = await adviserWithSeries({ intervalWeeks: [1], maxOccurrences: 4 });
    if (options.deadlineHours) {
      await t.app.db
        .update(advisers)
        .set({ cancelDeadlineHours: options.deadlineHours })
        .where(eq(advisers.id, adviser.adviser.id));
    }
    const asker = await askerWithSubscription();
    const res = await bookSeries(asker.auth, adviser.adviser.id);
    expect(res.statusCode).toBe(201);
    const ids = (res.json().appointments as { id: string }[]).map((a) => a.id);
    // created_at is the database's clock; the test's clock is another day: booked "now" in the test.
    await t.app.db.update(appointments).set({ createdAt: clock.now() }).where(inArray(appointments.id, ids));
    await t.mailsTo(adviser.user.email);
    return { adviser, asker, seriesId: res.json().series.id as string, ids };
  }
  const statusesOf = async (ids: string[]) => {
    const rows = await t.app.db.select().from(appointments).where(inArray(appointments.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  };

  it('cancels the chosen occasion and every later one; the earlier ones stay', async () => {
    const { adviser, asker, seriesId, ids } = await bookedSeries();
    const res = await cancelRest(asker.auth, seriesId, ids[2] ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelled.map((a: { id: string }) => a.id)).toEqual(ids.slice(2));
    expect(res.json().message).toBe('2 alkalmat lemondtunk.');
    expect(await statusesOf(ids)).toEqual([
      'pending',
      'pending',
      'cancelled_by_client',
      'cancelled_by_client',
    ]);
    // The adviser is told of each, and the times are free again.
    const mails = await t.mailsTo(adviser.user.email);
    expect(mails.filter((mail) => mail.subject.includes('Időpont lemondva'))).toHaveLength(2);
    const planned = await preview(asker.auth, adviser.adviser.id, 4);
    expect(planned.json().data.occurrences.map((o: { free: boolean }) => o.free)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // Nothing live is left from there: a second call is refused.
    expect((await cancelRest(asker.auth, seriesId, ids[3] ?? '')).statusCode).toBe(409);
  });

  it('is the asker’s (or an admin’s): the adviser gets 403, a stranger 404, another series’ occasion 404', async () => {
    const { adviser, seriesId, ids } = await bookedSeries();
    expect((await cancelRest(adviser.auth, seriesId, ids[1] ?? '')).statusCode).toBe(403);
    const stranger = await askerWithSubscription();
    expect((await cancelRest(stranger.auth, seriesId, ids[1] ?? '')).statusCode).toBe(404);
    const other = await bookedSeries();
    const mixed = await cancelRest(other.asker.auth, other.seriesId, ids[1] ?? '');
    expect(mixed.statusCode).toBe(404);
    const admin = await createUser(t.app.db, { role: 'admin', name: 'Sorozat Admin' });
    const byAdmin = await cancelRest(admin.auth, seriesId, ids[2] ?? '');
    expect(byAdmin.statusCode).toBe(200);
    expect(await statusesOf(ids)).toEqual([
      'pending',
      'pending',
      'cancelled_by_system',
      'cancelled_by_system',
    ]);
  });

  it('cancels nothing when the chosen occasion is past the asker’s deadline', async () => {
    const { asker, seriesId, ids } = await bookedSeries({ deadlineHours: 12 });
    const start = clock.now();
    try {
      // Monday 23 November 09:00 is 11.5 hours away: inside the 12-hour deadline.
      clock.set('2026-11-22T20:30:00Z');
      const refused = await cancelRest(asker.auth, seriesId, ids[0] ?? '');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CHANGE_DEADLINE_PASSED',
        message:
          'A tanácsadó szabálya szerint a kezdés előtti 12 órában már nem lehet lemondani (határidő: 2026. november 22. 21:00).',
      });
      expect(await statusesOf(ids)).toEqual(['pending', 'pending', 'pending', 'pending']);
      // From the second one on, it is in time.
      expect((await cancelRest(asker.auth, seriesId, ids[1] ?? '')).statusCode).toBe(200);
      expect(await statusesOf(ids)).toEqual([
        'pending',
        'cancelled_by_client',
        'cancelled_by_client',
        'cancelled_by_client',
      ]);
    } finally {
      clock.set(start);
    }
  });
});

describe('each occasion is an appointment', () => {
  it('moves one occasion through the time-change flow, and the calendar feed lists every occasion', async () => {
    const adviser = await adviserWithSeries({ intervalWeeks: [1], maxOccurrences: 4 });
    const asker = await askerWithSubscription();
    const booked = await bookSeries(asker.auth, adviser.adviser.id);
    const second = booked.json().appointments[1].id as string;
    const requested = await t.send('POST', `/api/appointments/${second}/request-time-change`, adviser.auth, {
      newStartTime: '2026-11-30T11:00:00+01:00',
    });
    expect(requested.statusCode).toBe(200);
    const approved = await t.send('POST', `/api/appointments/${second}/approve-time-change`, asker.auth);
    expect(approved.json().data).toMatchObject({
      startTime: '2026-11-30T10:00:00.000Z',
      series: { index: 2, occurrences: 4, intervalWeeks: 1 },
    });
    const feed = await t.send('PUT', '/api/calendar-feed', adviser.auth);
    const body = (await t.send('GET', new URL(feed.json().data.url).pathname)).body;
    const starts = Object.values(ical.sync.parseICS(body))
      .filter((item): item is VEvent => item?.type === 'VEVENT')
      .map((event) => event.start.toISOString())
      .sort();
    expect(starts).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-12-07T08:00:00.000Z',
      '2026-12-14T08:00:00.000Z',
    ]);
  });
});

describe('intake answers of a series', () => {
  it('are checked once and kept on every occasion; the documents become the first occasion’s', async () => {
    const adviser = await adviserWithSeries({ intervalWeeks: [1], maxOccurrences: 4 });
    const saved = await t.send(
      'PUT',
      `/api/tanacsadok/${adviser.adviser.id}/intake-questions/${type.id}`,
      adviser.auth,
      {
        questions: [
          { kind: 'short_text', label: 'Miben segíthetek?', required: true },
          { kind: 'file', label: 'Csatolja a végzést', required: true },
        ],
      },
    );
    const [textId, fileId] = saved.json().data.questions.map((question: { id: string }) => question.id);
    const asker = await askerWithSubscription();
    const file = await multipart(
      {},
      { name: 'vegzes.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    );
    const upload = await t.send(
      'POST',
      `/api/tanacsadok/${adviser.adviser.id}/booking-documents`,
      { ...asker.auth, ...file.headers },
      file.payload,
    );
    expect(upload.statusCode).toBe(201);
    const documentId = upload.json().data.id as string;
    const missing = await t.send('POST', '/api/appointment-series', asker.auth, {
      expertId: adviser.adviser.id,
      consultationType: type.id,
      startTime: MONDAY_9,
      intervalWeeks: 1,
      occurrences: 2,
      intakeAnswers: { [fileId]: [documentId] },
    });
    expect(missing.statusCode).toBe(400);
    const res = await t.send('POST', '/api/appointment-series', asker.auth, {
      expertId: adviser.adviser.id,
      consultationType: type.id,
      startTime: MONDAY_9,
      intervalWeeks: 1,
      occurrences: 2,
      intakeAnswers: { [textId]: 'Kapcsolattartás', [fileId]: [documentId] },
    });
    expect(res.statusCode).toBe(201);
    const booked = res.json().appointments as { id: string; intakeAnswers: { value: string }[] }[];
    expect(booked.map((a) => a.intakeAnswers.map((answer) => answer.value))).toEqual([
      ['Kapcsolattartás', 'vegzes.pdf'],
      ['Kapcsolattartás', 'vegzes.pdf'],
    ]);
    const [document] = await t.app.db
      .select()
      .from(bookingDocuments)
      .where(eq(bookingDocuments.id, documentId));
    expect(document?.appointmentId).toBe(booked[0]?.id);
    expect((await t.send('POST', `/api/booking-documents/${documentId}/link`, adviser.auth)).statusCode).toBe(
      200,
    );
  });
});
