import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { advisers, consultationTypes } from '../../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { createAdviser, createAsker, createType, createUser } from '../../test/fixtures';
import { appWithTypeForSuite, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';
import { NEXT_FREE_SLOT_BATCH, refreshNextFreeSlots } from './next-free-slot';
import { NextFreeSlotJob } from './next-free-slot-job';

// Sunday 10:00 in Budapest.
const { t, clock, type } = appWithTypeForSuite('2026-11-22T09:00:00Z', 'Jogi tanácsadás');
let shortType: { id: string };

beforeAll(async () => {
  shortType = await createType(t.app.db, 'Gyors kérdés', '#2b8a3e');
  await t.app.db
    .update(consultationTypes)
    .set({ durationMinutes: 30 })
    .where(eq(consultationTypes.id, shortType.id));
});

type Headers = Record<string, string>;
const call = (...request: Parameters<TestApp['send']>) => t.send(...request);
const session = async (userId: string) => ({
  authorization: `Bearer ${await createSession(t.app.db, clock.now(), userId)}`,
});

const MONDAY_HOURS = [{ day: 1, start: '09:00', end: '12:00' }];

/**
 * A visible adviser offering the 60-minute type, whose hours (Monday 09:00–12:00 Budapest) and notice
 * (none) are set through the API, as the adviser would.
 */
async function adviserWithHours(topicIds = [type.id]) {
  const account = await createAdviser(t.app.db, { topicIds });
  const auth = await session(account.user.id);
  const id = account.adviser.id;
  expect((await call('PUT', `/api/tanacsadok/${id}/work-schedule`, auth, MONDAY_HOURS)).statusCode).toBe(200);
  const settings = { minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: 60 };
  expect((await call('PUT', `/api/tanacsadok/${id}/settings`, auth, settings)).statusCode).toBe(200);
  return { ...account, id, auth };
}

async function subscribedAsker() {
  const account = await createAsker(t.app.db, { expiresInDays: 30 });
  return { ...account, auth: await session(account.user.id) };
}

/** The stored value once the bookings' deferred recomputes (NextFreeSlotJob.touch) have run. */
async function stored(adviserId: string) {
  await t.app.jobs.nextFreeSlots.flush();
  const [row] = await t.app.db
    .select({ at: advisers.nextFreeSlotAt })
    .from(advisers)
    .where(eq(advisers.id, adviserId));
  return row?.at?.toISOString() ?? null;
}

/** The first slot the booking page offers within two weeks from now (null: none). */
async function firstOffered(adviserId: string, typeId = type.id) {
  const from = encodeURIComponent(clock.now().toISOString());
  const to = encodeURIComponent(new Date(clock.now().getTime() + 14 * DAY_MS).toISOString());
  const res = await call(
    'GET',
    `/api/tanacsadok/${adviserId}/available-slots?from=${from}&to=${to}&typeId=${typeId}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json().data as { startTime: string }[])[0]?.startTime ?? null;
}

const book = (headers: Headers, expertId: string, startTime: string) =>
  call('POST', '/api/appointments', headers, { expertId, startTime, consultationType: type.id });

const MON_9 = '2026-11-23T08:00:00.000Z';
const MON_10 = '2026-11-23T09:00:00.000Z';
const MON_11 = '2026-11-23T10:00:00.000Z';
const NEXT_MON_9 = '2026-11-30T08:00:00.000Z';

describe('next free slot', () => {
  it('is the first slot of the booking page, and the public answer shows it', async () => {
    const adviser = await adviserWithHours();
    expect(await firstOffered(adviser.id)).toBe(MON_9);
    expect(await stored(adviser.id)).toBe(MON_9);
    const res = await call('GET', `/api/tanacsadok/${adviser.id}`);
    expect(res.json().data.nextFreeSlot).toBe(MON_9);
  });

  it('marks the row when the value changes, and only then (the search index reads those rows)', async () => {
    const adviser = await adviserWithHours();
    const changedAt = async () => {
      const [row] = await t.app.db
        .select({ at: advisers.nextFreeSlotChangedAt })
        .from(advisers)
        .where(eq(advisers.id, adviser.id));
      return row?.at ?? null;
    };
    expect(await stored(adviser.id)).toBe(MON_9);
    const marked = await changedAt();
    expect(marked).not.toBeNull();
    await refreshNextFreeSlots(t.app.db, clock.now(), { adviserIds: [adviser.id] });
    expect(await changedAt()).toEqual(marked);
  });

  it('is null without working hours or without a consultation type', async () => {
    const noHours = await createAdviser(t.app.db, { topicIds: [type.id] });
    expect(await stored(noHours.adviser.id)).toBeNull();

    const noTopics = await createAdviser(t.app.db);
    const auth = await session(noTopics.user.id);
    await call('PUT', `/api/tanacsadok/${noTopics.adviser.id}/work-schedule`, auth, MONDAY_HOURS);
    expect(await stored(noTopics.adviser.id)).toBeNull();
    // Adding a topic makes it bookable (the default notice is 24 hours); taking it away makes it null.
    await call('PUT', `/api/tanacsadok/${noTopics.adviser.id}/consulting-topics`, auth, [type.id]);
    expect(await firstOffered(noTopics.adviser.id)).toBe(MON_10);
    expect(await stored(noTopics.adviser.id)).toBe(MON_10);
    await call('PUT', `/api/tanacsadok/${noTopics.adviser.id}/consulting-topics`, auth, []);
    expect(await stored(noTopics.adviser.id)).toBeNull();
  });

  it('moves on when the slot is booked and comes back when the booking is cancelled', async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    const booked = await book(asker.auth, adviser.id, MON_9);
    expect(booked.statusCode).toBe(201);
    expect(await firstOffered(adviser.id)).toBe(MON_10);
    expect(await stored(adviser.id)).toBe(MON_10);

    const cancelled = await call('DELETE', `/api/appointments/${booked.json().data.id}`, asker.auth);
    expect(cancelled.statusCode).toBe(200);
    expect(await stored(adviser.id)).toBe(MON_9);
  });

  it('follows an approved time change', async () => {
    const adviser = await adviserWithHours();
    const asker = await subscribedAsker();
    const booked = (await book(asker.auth, adviser.id, MON_10)).json().data;
    expect(await stored(adviser.id)).toBe(MON_9);
    // The booking moves to 09:00: the first free slot is now 10:00.
    const asked = await call('POST', `/api/appointments/${booked.id}/request-time-change`, asker.auth, {
      newStartTime: MON_9,
    });
    expect(asked.statusCode).toBe(200);
    expect(await stored(adviser.id)).toBe(MON_9);
    const approved = await call('POST', `/api/appointments/${booked.id}/approve-time-change`, adviser.auth);
    expect(approved.statusCode).toBe(200);
    expect(await stored(adviser.id)).toBe(MON_10);
    expect(await firstOffered(adviser.id)).toBe(MON_10);
  });

  it('follows an admin marking a no-show (the rest of its time is free again)', async () => {
    const start = clock.now();
    try {
      const adviser = await adviserWithHours([type.id, shortType.id]);
      const asker = await subscribedAsker();
      const booked = (await book(asker.auth, adviser.id, MON_9)).json().data;
      await t.app.db.execute(sql`update appointments set status = 'confirmed' where id = ${booked.id}`);
      expect(await stored(adviser.id)).toBe(MON_10);
      // Ten minutes into it nobody came: the 30-minute slot at 09:30 can be booked.
      clock.set('2026-11-23T08:10:00Z');
      const admin = await createUser(t.app.db, { role: 'admin' });
      const marked = await call('POST', `/api/admin/appointments/${booked.id}/no-show`, admin.auth, {});
      expect(marked.statusCode).toBe(200);
      expect(await firstOffered(adviser.id, shortType.id)).toBe('2026-11-23T08:30:00.000Z');
      expect(await stored(adviser.id)).toBe('2026-11-23T08:30:00.000Z');
    } finally {
      clock.set(start);
    }
  });

  it('stays right under parallel bookings and cancellations of one adviser', async () => {
    // Eight 30-minute slots (Monday 09:00–13:00); each round books all but one in parallel, then cancels
    // every other booking in parallel. Every refresh runs under the adviser's row lock, so whatever
    // order they commit in, the last value written has seen them all.
    const askers = await Promise.all(Array.from({ length: 7 }, () => subscribedAsker()));
    const starts = Array.from({ length: 8 }, (_, i) =>
      new Date(Date.parse(MON_9) + i * 30 * MINUTE_MS).toISOString(),
    );
    for (const [round, left] of [
      [0, 3],
      [1, 0],
      [2, 6],
    ] as const) {
      const adviser = await adviserWithHours([shortType.id]);
      await call('PUT', `/api/tanacsadok/${adviser.id}/work-schedule`, adviser.auth, [
        { day: 1, start: '09:00', end: '13:00' },
      ]);
      const picks = starts.filter((_, i) => i !== left);
      const results = await Promise.all(
        picks.map((startTime, i) =>
          call('POST', '/api/appointments', askers[i]?.auth ?? {}, {
            expertId: adviser.id,
            startTime,
            consultationType: shortType.id,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(picks.map(() => 201));
      expect(await stored(adviser.id), `round ${round}`).toBe(starts[left]);
      await Promise.all(
        results.map((r, i) =>
          i % 2 === round % 2
            ? call('DELETE', `/api/appointments/${r.json().data.id}`, askers[i]?.auth ?? {})
            : Promise.resolve(),
        ),
      );
      expect(await stored(adviser.id), `round ${round}`).toBe(await firstOffered(adviser.id, shortType.id));
    }
  });

  it('moves past time off covering it, and back when the time off is deleted', async () => {
    const adviser = await adviserWithHours();
    const added = await call('POST', `/api/tanacsadok/${adviser.id}/time-off`, adviser.auth, {
      startTime: '2026-11-23T00:00:00+01:00',
      endTime: '2026-11-23T10:30:00+01:00',
    });
    expect(added.statusCode).toBe(201);
    expect(await firstOffered(adviser.id)).toBe(MON_11);
    expect(await stored(adviser.id)).toBe(MON_11);
    const removed = await call(
      'DELETE',
      `/api/tanacsadok/${adviser.id}/time-off/${added.json().data.id}`,
      adviser.auth,
    );
    expect(removed.statusCode).toBe(200);
    expect(await stored(adviser.id)).toBe(MON_9);
  });

  it('follows the work schedule and the booking settings', async () => {
    const adviser = await adviserWithHours();
    // Tuesday afternoons only.
    await call('PUT', `/api/tanacsadok/${adviser.id}/work-schedule`, adviser.auth, [
      { day: 2, start: '14:00', end: '16:00' },
    ]);
    expect(await firstOffered(adviser.id)).toBe('2026-11-24T13:00:00.000Z');
    expect(await stored(adviser.id)).toBe('2026-11-24T13:00:00.000Z');

    await call('PUT', `/api/tanacsadok/${adviser.id}/work-schedule`, adviser.auth, MONDAY_HOURS);
    expect(await stored(adviser.id)).toBe(MON_9);
    // 24 hours' notice: now + 24 h is Monday 10:00 Budapest.
    const settings = { minNoticeHours: 24, bufferMinutes: 0, maxAdvanceDays: 60 };
    expect(
      (await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, adviser.auth, settings)).statusCode,
    ).toBe(200);
    expect(await firstOffered(adviser.id)).toBe(MON_10);
    expect(await stored(adviser.id)).toBe(MON_10);
    // A one-day horizon ends before Monday 10:00: nothing is bookable.
    await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, adviser.auth, {
      ...settings,
      maxAdvanceDays: 1,
    });
    expect(await firstOffered(adviser.id)).toBeNull();
    expect(await stored(adviser.id)).toBeNull();
  });

  it('takes the earliest over the consultation lengths, and follows a type archived by an admin', async () => {
    const adviser = await adviserWithHours([type.id, shortType.id]);
    const asker = await subscribedAsker();
    // With a buffer of 15 minutes after each consultation, a 60-minute booking at 09:00 holds until
    // 10:15: that pushes the 60-minute grid to 11:00 but the 30-minute one only to 10:30.
    await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, adviser.auth, {
      minNoticeHours: 0,
      bufferMinutes: 15,
      maxAdvanceDays: 60,
    });
    expect((await book(asker.auth, adviser.id, MON_9)).statusCode).toBe(201);
    expect(await firstOffered(adviser.id, type.id)).toBe(MON_11);
    expect(await firstOffered(adviser.id, shortType.id)).toBe('2026-11-23T09:30:00.000Z');
    expect(await stored(adviser.id)).toBe('2026-11-23T09:30:00.000Z');

    const admin = await createUser(t.app.db, { role: 'admin' });
    const archived = await call('POST', `/api/tipusok/${shortType.id}/archive`, admin.auth);
    expect(archived.statusCode).toBe(200);
    expect(await stored(adviser.id)).toBe(MON_11);
    await call('POST', `/api/tipusok/${shortType.id}/unarchive`, admin.auth);
    expect(await stored(adviser.id)).toBe('2026-11-23T09:30:00.000Z');
  });
});

describe('the background job', () => {
  it('recomputes a value that time has made stale, and a missing one hourly', async () => {
    const start = clock.now();
    try {
      const adviser = await adviserWithHours();
      expect(await stored(adviser.id)).toBe(MON_9);
      // Monday 09:30 Budapest: 09:00 has passed, 10:00 is next. A second instance's job runs at once.
      clock.set('2026-11-23T08:30:00Z');
      const other = new NextFreeSlotJob({ db: t.app.db, clock, log: t.app.log });
      await Promise.all([t.app.jobs.nextFreeSlots.runOnce(), other.runOnce()]);
      expect(await firstOffered(adviser.id)).toBe(MON_10);
      expect(await stored(adviser.id)).toBe(MON_10);
      // Monday 13:00: the next Monday.
      clock.set('2026-11-23T12:00:00Z');
      await t.app.jobs.nextFreeSlots.runOnce();
      expect(await stored(adviser.id)).toBe(NEXT_MON_9);

      // A two-day horizon sees no Monday from Tuesday; from Sunday the next Monday enters it.
      clock.set('2026-11-24T09:00:00Z');
      await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, adviser.auth, {
        minNoticeHours: 0,
        bufferMinutes: 0,
        maxAdvanceDays: 2,
      });
      expect(await stored(adviser.id)).toBeNull();
      clock.set('2026-11-29T09:00:00Z');
      await t.app.jobs.nextFreeSlots.runOnce();
      expect(await firstOffered(adviser.id)).toBe(NEXT_MON_9);
      expect(await stored(adviser.id)).toBe(NEXT_MON_9);
      // The missing values are looked at once an hour, not every minute.
      await t.app.db.update(advisers).set({ nextFreeSlotAt: null }).where(eq(advisers.id, adviser.id));
      clock.advance(MINUTE_MS);
      await t.app.jobs.nextFreeSlots.runOnce();
      expect(await stored(adviser.id)).toBeNull();
      clock.advance(HOUR_MS);
      await t.app.jobs.nextFreeSlots.runOnce();
      expect(await stored(adviser.id)).toBe(NEXT_MON_9);
    } finally {
      clock.set(start);
    }
  });

  it('computes every adviser in batches for a full refresh', async () => {
    // More advisers than two batches, straight in the table (as an import would leave them).
    const count = NEXT_FREE_SLOT_BATCH * 2 + 7;
    const ids = await queryRows<{ id: string }>(
      t.app.db,
      sql`
        with u as (
          insert into users (email, name, role, password_hash)
          select 'tomeges' || g || '@pelda.hu', 'Tömeges ' || g, 'tanacsado', 'x' from generate_series(1, ${count}) g
          returning id),
        a as (
          insert into advisers (user_id, active, work_schedule, min_notice_hours)
          select id, true, ${JSON.stringify(MONDAY_HOURS)}::jsonb, 0 from u
          returning id),
        t as (insert into adviser_topics (adviser_id, type_id) select id, ${type.id}::uuid from a)
        select id from a`,
    );
    expect(ids).toHaveLength(count);
    const adviserIds = ids.map((row) => row.id);
    const computed = await refreshNextFreeSlots(t.app.db, clock.now());
    expect(computed).toBeGreaterThanOrEqual(count);
    const rows = await t.app.db
      .select({ at: advisers.nextFreeSlotAt })
      .from(advisers)
      .where(inArray(advisers.id, adviserIds));
    expect(new Set(rows.map((row) => row.at?.toISOString()))).toEqual(new Set([MON_9]));
  });
});
