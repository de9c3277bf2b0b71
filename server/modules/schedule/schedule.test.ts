import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { advisers } from '../../db/schema';
import { createAdviser, createAsker, createMondayAdviser, createType, createUser } from '../../test/fixtures';
import { appWithTypeForSuite, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

// Sunday morning in Budapest.
const { t, clock, type } = appWithTypeForSuite('2026-11-22T09:00:00Z', 'Jogi tanácsadás');
let otherType: { id: string };

beforeAll(async () => {
  otherType = await createType(t.app.db, 'Adótanácsadás', '#c92a2a');
});

const call = (...request: Parameters<TestApp['send']>) => t.send(...request);

/** A visible adviser working Monday 09:00–12:00 Budapest time, with a session of the manual clock. */
async function mondayAdviser() {
  const account = await createMondayAdviser(t.app.db, [type.id]);
  const auth = { authorization: `Bearer ${await createSession(t.app.db, clock.now(), account.user.id)}` };
  return { ...account, auth };
}

const monday = 'from=2026-11-23T00:00:00%2B01:00&to=2026-11-24T00:00:00%2B01:00';
const slotsOf = async (adviserId: string, typeId = type.id, range = monday) =>
  call('GET', `/api/tanacsadok/${adviserId}/available-slots?${range}&typeId=${typeId}`);

describe('free slots', () => {
  it('follow the work schedule in Budapest time, for anyone', async () => {
    const { adviser } = await mondayAdviser();
    const res = await slotsOf(adviser.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z' },
      { startTime: '2026-11-23T09:00:00.000Z', endTime: '2026-11-23T10:00:00.000Z' },
      { startTime: '2026-11-23T10:00:00.000Z', endTime: '2026-11-23T11:00:00.000Z' },
    ]);
  });

  it('leave out time off, and none at all for a hidden adviser', async () => {
    const { adviser, auth } = await mondayAdviser();
    const added = await call('POST', `/api/tanacsadok/${adviser.id}/time-off`, auth, {
      startTime: '2026-11-23T10:00:00+01:00',
      endTime: '2026-11-23T11:00:00+01:00',
      reason: 'Orvosi vizsgálat',
    });
    expect(added.statusCode).toBe(201);
    expect((await slotsOf(adviser.id)).json().data.map((s: { startTime: string }) => s.startTime)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
    await t.app.db.update(advisers).set({ active: false }).where(eq(advisers.id, adviser.id));
    expect((await slotsOf(adviser.id)).json().data).toEqual([]);
  });

  it('apply the settings: notice period and buffer', async () => {
    const { adviser, auth } = await mondayAdviser();
    const settings = await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, auth, {
      minNoticeHours: 24,
      bufferMinutes: 0,
      maxAdvanceDays: 60,
    });
    expect(settings.json().data).toMatchObject({ minNoticeHours: 24, bufferMinutes: 0, maxAdvanceDays: 60 });
    // Now + 24 h is Monday 10:00 Budapest: the 09:00 slot is too soon.
    expect((await slotsOf(adviser.id)).json().data.map((s: { startTime: string }) => s.startTime)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
  });

  it('refuse a type the adviser does not offer, and too long or reversed ranges', async () => {
    const { adviser } = await mondayAdviser();
    expect((await slotsOf(adviser.id, otherType.id)).statusCode).toBe(400);
    const tooLong = 'from=2026-11-23T00:00:00%2B01:00&to=2027-02-23T00:00:00%2B01:00';
    expect((await slotsOf(adviser.id, type.id, tooLong)).statusCode).toBe(400);
    const reversed = 'from=2026-11-24T00:00:00%2B01:00&to=2026-11-23T00:00:00%2B01:00';
    expect((await slotsOf(adviser.id, type.id, reversed)).statusCode).toBe(400);
  });
});

describe('settings and time off belong to the adviser', () => {
  it('refuse strangers and bad values, changing nothing', async () => {
    const { adviser, auth } = await mondayAdviser();
    const other = await createAdviser(t.app.db);
    const otherAuth = {
      authorization: `Bearer ${await createSession(t.app.db, clock.now(), other.user.id)}`,
    };
    const asker = await createAsker(t.app.db);
    const askerAuth = {
      authorization: `Bearer ${await createSession(t.app.db, clock.now(), asker.user.id)}`,
    };
    const body = { minNoticeHours: 1, bufferMinutes: 5, maxAdvanceDays: 10 };
    expect((await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, {}, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, otherAuth, body)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, askerAuth, body)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/tanacsadok/${adviser.id}/settings`, auth, { ...body, bufferMinutes: 999 }))
        .statusCode,
    ).toBe(400);
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviser.id));
    expect(row).toMatchObject({ minNoticeHours: 0, bufferMinutes: 0 });

    const off = { startTime: '2026-12-01T00:00:00+01:00', endTime: '2026-12-02T00:00:00+01:00' };
    expect((await call('POST', `/api/tanacsadok/${adviser.id}/time-off`, otherAuth, off)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/tanacsadok/${adviser.id}/time-off`, askerAuth)).statusCode).toBe(403);
    const reversed = { startTime: off.endTime, endTime: off.startTime };
    expect((await call('POST', `/api/tanacsadok/${adviser.id}/time-off`, auth, reversed)).statusCode).toBe(
      400,
    );
  });

  it('lists and deletes time off; an admin may too', async () => {
    const { adviser, auth } = await mondayAdviser();
    const admin = await createUser(t.app.db, { role: 'admin' });
    const adminAuth = {
      authorization: `Bearer ${await createSession(t.app.db, clock.now(), admin.user.id)}`,
    };
    const created = (
      await call('POST', `/api/tanacsadok/${adviser.id}/time-off`, auth, {
        startTime: '2026-12-24T00:00:00+01:00',
        endTime: '2026-12-27T00:00:00+01:00',
        reason: 'Karácsony',
      })
    ).json().data;
    const list = await call('GET', `/api/tanacsadok/${adviser.id}/time-off`, adminAuth);
    expect(list.json().data).toEqual([expect.objectContaining({ id: created.id, reason: 'Karácsony' })]);
    const url = `/api/tanacsadok/${adviser.id}/time-off/${created.id}`;
    expect((await call('DELETE', url, auth)).json()).toEqual({ success: true });
    expect((await call('DELETE', url, auth)).statusCode).toBe(404);
  });
});
