import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisers, users, waitlistEntries } from '../../db/schema';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import { createAdviser, createAppointment, createAsker } from '../../test/fixtures';
import { appWithTypeForSuite } from '../../test/test-app';
import { createScheduleService } from '../schedule/schedule.service';
import { createWaitlistService, OFFER_HOLD_MS } from './waitlist.service';

// Sunday 2026-11-22 10:00 Budapest. The adviser works Monday 09:00–12:00 Budapest: three hour slots.
const MONDAY_SLOTS = ['2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z'];

const { t, clock, type } = appWithTypeForSuite('2026-11-22T09:00:00Z', 'Jogi tanácsadás');

/** An adviser whose Monday is fully booked by three other askers (returned to cancel with). */
async function fullyBookedAdviser() {
  const adviser = await createAdviser(t.app.db, { topicIds: [type.id], name: 'Várólista Vilma' });
  await t.app.db
    .update(advisers)
    .set({ workSchedule: [{ day: 1, start: '09:00', end: '12:00' }], minNoticeHours: 0, maxAdvanceDays: 30 })
    .where(eq(advisers.id, adviser.adviser.id));
  const bookings = [];
  for (const start of MONDAY_SLOTS) {
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const appointment = await createAppointment(t.app.db, {
      adviserId: adviser.adviser.id,
      clientId: asker.user.id,
      typeId: type.id,
      start: new Date(start),
    });
    bookings.push({ asker, appointment });
  }
  return { adviser, bookings };
}

const join = (auth: Record<string, string>, expertId: string, until = '2026-11-23') =>
  t.request({
    method: 'POST',
    url: '/api/waitlist',
    headers: auth,
    payload: { expertId, consultationType: type.id, until },
  });

const myEntries = async (auth: Record<string, string>) => {
  const answer = await t.request({ method: 'GET', url: '/api/waitlist', headers: auth });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { id: string; status: string; offeredStartTime: string | null }[];
};

const freedMails = async (email: string) =>
  (await t.mailsTo(email)).filter((m) => m.subject.startsWith('Felszabadult egy időpont'));

describe('waitlist', () => {
  it('takes an entry only for a fully booked period, from an asker with a subscription', async () => {
    const { adviser } = await fullyBookedAdviser();
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const joined = await join(asker.auth, adviser.adviser.id);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data).toMatchObject({
      expert: { id: adviser.adviser.id, name: 'Várólista Vilma' },
      consultationType: { id: type.id, name: 'Jogi tanácsadás' },
      until: '2026-11-23',
      status: 'waiting',
      offeredStartTime: null,
    });
    // Joining again moves the day, still one entry.
    expect((await join(asker.auth, adviser.adviser.id, '2026-11-24')).statusCode).toBe(201);
    expect(await myEntries(asker.auth)).toMatchObject([{ status: 'waiting' }]);

    // Next Monday has free slots: book instead.
    const free = await join(asker.auth, adviser.adviser.id, '2026-11-30');
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('SLOTS_AVAILABLE');

    const lapsed = await createAsker(t.app.db, { expiresInDays: -1 });
    expect((await join(lapsed.auth, adviser.adviser.id)).statusCode).toBe(403);
    expect((await join(adviser.auth, adviser.adviser.id)).statusCode).toBe(403);
    expect((await join(asker.auth, adviser.adviser.id, '2026-11-21')).statusCode).toBe(400);
    expect((await join(asker.auth, adviser.adviser.id, '2027-06-01')).statusCode).toBe(400);
    expect((await join(asker.auth, adviser.adviser.id, '2026-02-30')).statusCode).toBe(400);

    // Someone else's entry cannot be removed; one's own can.
    const [entry] = await myEntries(asker.auth);
    const other = await createAsker(t.app.db, { expiresInDays: 30 });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/waitlist/${entry?.id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/waitlist/${entry?.id}`, headers: asker.auth }))
        .statusCode,
    ).toBe(200);
    expect(await myEntries(asker.auth)).toEqual([]);
  });

  it('answers a hidden adviser with the 404 of their profile, not their name, and keeps no entry', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    type Adviser = Awaited<ReturnType<typeof fullyBookedAdviser>>['adviser'];
    const ways: Record<string, (adviser: Adviser) => Promise<unknown>> = {
      inactive: (a) => t.app.db.update(advisers).set({ active: false }).where(eq(advisers.id, a.adviser.id)),
      expired: (a) =>
        t.app.db
          .update(advisers)
          .set({ expirationDate: new Date(clock.now().getTime() - DAY_MS) })
          .where(eq(advisers.id, a.adviser.id)),
      disabled: (a) => t.app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, a.user.id)),
    };
    for (const [way, hide] of Object.entries(ways)) {
      const { adviser } = await fullyBookedAdviser();
      await hide(adviser);
      const profile = await t.request({
        method: 'GET',
        url: `/api/tanacsadok/${adviser.adviser.id}`,
        headers: asker.auth,
      });
      expect(profile.statusCode, way).toBe(404);
      const joined = await join(asker.auth, adviser.adviser.id);
      expect(joined.statusCode, way).toBe(404);
      expect(joined.json(), way).toEqual(profile.json());
      expect(joined.body).not.toContain('Várólista Vilma');
      const kept = await t.app.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.adviserId, adviser.adviser.id));
      expect(kept, way).toEqual([]);
    }
  });

  it('tells the first waiting asker once when a booking is cancelled; the next one after the hold', async () => {
    const { adviser, bookings } = await fullyBookedAdviser();
    const first = await createAsker(t.app.db, { expiresInDays: 30, name: 'Első Kérdező' });
    const second = await createAsker(t.app.db, { expiresInDays: 30 });
    expect((await join(first.auth, adviser.adviser.id)).statusCode).toBe(201);
    clock.advance(MINUTE_MS);
    expect((await join(second.auth, adviser.adviser.id)).statusCode).toBe(201);

    const cancelled = bookings[1];
    const cancel = await t.request({
      method: 'DELETE',
      url: `/api/appointments/${cancelled?.appointment.id}`,
      headers: cancelled?.asker.auth,
    });
    expect(cancel.statusCode).toBe(200);
    // The cancellation poked the waitlist for this adviser; two instances at once tell each entry once.
    const other = createWaitlistService({
      db: t.app.db,
      clock,
      schedule: createScheduleService({ db: t.app.db, clock, events: t.app.events }),
      mail: { publicUrl: t.config.publicUrl },
      events: t.app.events,
    });
    const told = await Promise.all([t.app.jobs.waitlist.flush(), other.notifyFreed([adviser.adviser.id])]);
    expect(told[0] + told[1]).toBe(1);

    const mails = await freedMails(first.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Várólista Vilma');
    expect(mails[0]?.text).toContain('2026. november 23. 10:00');
    expect(mails[0]?.text).toContain('2026. november 23-ig várna');
    expect(mails[0]?.text).toContain(`/kerdezo/foglalas/${adviser.adviser.id}`);
    expect(await freedMails(second.user.email)).toHaveLength(0);
    expect(await myEntries(first.auth)).toMatchObject([
      { status: 'notified', offeredStartTime: MONDAY_SLOTS[1] },
    ]);

    // The minute job does not tell anyone again, nor the second while the slot is held for the first.
    await t.app.jobs.waitlist.runOnce();
    expect(await freedMails(first.user.email)).toHaveLength(1);
    expect(await freedMails(second.user.email)).toHaveLength(0);

    const start = clock.now();
    try {
      clock.advance(OFFER_HOLD_MS + MINUTE_MS);
      await t.app.jobs.waitlist.runOnce();
      expect(await freedMails(second.user.email)).toHaveLength(1);
      expect(await freedMails(first.user.email)).toHaveLength(1);
    } finally {
      clock.set(start);
    }
  });

  it('ends the entry when the asker books with the adviser, and after its day has passed', async () => {
    const { adviser, bookings } = await fullyBookedAdviser();
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const later = await createAsker(t.app.db, { expiresInDays: 30 });
    expect((await join(asker.auth, adviser.adviser.id)).statusCode).toBe(201);
    expect((await join(later.auth, adviser.adviser.id)).statusCode).toBe(201);
    await t.request({
      method: 'DELETE',
      url: `/api/appointments/${bookings[0]?.appointment.id}`,
      headers: bookings[0]?.asker.auth,
    });
    await t.app.jobs.waitlist.flush();
    const booked = await t.request({
      method: 'POST',
      url: '/api/appointments',
      headers: asker.auth,
      payload: { expertId: adviser.adviser.id, consultationType: type.id, startTime: MONDAY_SLOTS[0] },
    });
    expect(booked.statusCode).toBe(201);
    expect(await myEntries(asker.auth)).toEqual([]);
    // Joining again after the booking starts a fresh entry (the day is fully booked again).
    expect((await join(asker.auth, adviser.adviser.id)).statusCode).toBe(201);
    expect(await myEntries(asker.auth)).toMatchObject([{ status: 'waiting' }]);
    const [fresh] = await myEntries(asker.auth);
    await t.request({ method: 'DELETE', url: `/api/waitlist/${fresh?.id}`, headers: asker.auth });

    const start = clock.now();
    try {
      clock.advance(3 * DAY_MS);
      await t.app.jobs.waitlist.runOnce();
      expect(await myEntries(later.auth)).toEqual([]);
      const left = await t.app.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.adviserId, adviser.adviser.id));
      expect(left).toEqual([]);
    } finally {
      clock.set(start);
    }
  });
});
