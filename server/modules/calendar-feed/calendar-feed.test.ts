import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import {
  createAdviser,
  createAppointmentBetween,
  createAsker,
  createUser,
  PASSWORD,
} from '../../test/fixtures';
import { loggingAppWithTypeForSuite } from '../../test/test-app';
import { createSession } from '../auth/sessions';

const { t, clock, type, lines } = loggingAppWithTypeForSuite('2026-11-22T09:00:00Z', 'Jogi tanácsadás');

const session = async (userId: string) => ({
  authorization: `Bearer ${await createSession(t.app.db, clock.now(), userId)}`,
});
const feed = (method: 'GET' | 'PUT' | 'DELETE', headers?: Record<string, string>) =>
  t.app.inject({ method, url: '/api/calendar-feed', ...(headers ? { headers } : {}) });
/** The feed's path from its URL (the app under test is not listening). */
const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const eventsOf = (body: string) =>
  Object.values(ical.sync.parseICS(body)).filter((item): item is VEvent => item?.type === 'VEVENT');

async function pair() {
  const adviser = await createAdviser(t.app.db, { name: 'Kovács Éva', topicIds: [type.id] });
  const asker = await createAsker(t.app.db, { name: 'Szabó Péter' });
  return {
    adviser: { ...adviser, auth: await session(adviser.user.id) },
    asker: { ...asker, auth: await session(asker.user.id) },
  };
}

describe('calendar feed', () => {
  it("lists the owner's consultations, with the other party, status and meeting link, and nobody else's", async () => {
    const { adviser, asker } = await pair();
    const other = await pair();
    const start = new Date('2026-11-30T13:00:00Z');
    const confirmed = await createAppointmentBetween(t.app.db, { adviser, asker, type }, start);
    const cancelled = await createAppointmentBetween(
      t.app.db,
      { adviser, asker, type },
      new Date('2026-12-01T13:00:00Z'),
      { status: 'cancelled_by_client' },
    );
    await createAppointmentBetween(t.app.db, { ...other, type }, start);

    expect((await feed('GET', adviser.auth)).json()).toEqual({
      success: true,
      data: { active: false, createdAt: null },
    });
    const created = await feed('PUT', adviser.auth);
    expect(created.statusCode).toBe(200);
    const { url, active, createdAt } = created.json().data;
    expect(active).toBe(true);
    expect(createdAt).toBe('2026-11-22T09:00:00.000Z');
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // The address is shown once: the status never carries it.
    expect((await feed('GET', adviser.auth)).json().data).toEqual({ active: true, createdAt });

    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(res.body);
    expect(events).toHaveLength(2);
    const live = events.find((event) => event.uid.startsWith(confirmed.id));
    expect(live?.summary).toBe('Jogi tanácsadás – Szabó Péter');
    expect(live?.start.toISOString()).toBe(start.toISOString());
    expect(live?.end?.toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(live?.status).toBe('CONFIRMED');
    expect(live?.location).toBe(`http://localhost:3000/meeting/${confirmed.roomId}`);
    const gone = events.find((event) => event.uid.startsWith(cancelled.id));
    expect(gone?.status).toBe('CANCELLED');
    expect(gone?.summary).toBe('Lemondta a kérdező: Jogi tanácsadás – Szabó Péter');
    expect(gone?.location).toBeUndefined();

    // The asker's own feed names the adviser.
    const askerFeed = eventsOf((await read((await feed('PUT', asker.auth)).json().data.url)).body);
    expect(askerFeed.map((event) => event.summary).sort()).toEqual([
      'Jogi tanácsadás – Kovács Éva',
      'Lemondta a kérdező: Jogi tanácsadás – Kovács Éva',
    ]);
  });

  it('a new address kills the old one, and turning it off kills the last', async () => {
    const { adviser } = await pair();
    const first = (await feed('PUT', adviser.auth)).json().data.url;
    const second = (await feed('PUT', adviser.auth)).json().data.url;
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);

    expect((await feed('DELETE', adviser.auth)).json().data).toEqual({ active: false, createdAt: null });
    const after = await read(second);
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe('Ismeretlen naptárcím');
  });

  it("ends with the user's erasure", async () => {
    const { asker } = await pair();
    const url = (await feed('PUT', asker.auth)).json().data.url as string;
    const admin = await createUser(t.app.db, { role: 'admin' });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${asker.user.id}`,
      headers: admin.auth,
    });
    expect(erased.statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
  });

  describe('dies with the logins', () => {
    const post = (url: string, payload: object, headers?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
    /** An asker who knows PASSWORD, with a live feed address. */
    async function withFeed() {
      const { asker } = await pair();
      await t.app.db
        .update(users)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(users.id, asker.user.id));
      const url = (await feed('PUT', asker.auth)).json().data.url as string;
      expect((await read(url)).statusCode).toBe(200);
      return { asker, url };
    }
    const feedRow = async (userId: string) =>
      t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));

    it('a password change ends the address', async () => {
      const { asker, url } = await withFeed();
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: asker.auth,
        payload: { currentPassword: PASSWORD, newPassword: 'Uj-Hosszu-Jelszo-2026' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await read(url)).statusCode).toBe(404);
      expect(await feedRow(asker.user.id)).toEqual([]);
      // The session that changed it lives on and may make a new address.
      expect((await feed('GET', asker.auth)).json().data.active).toBe(false);
    });

    it('a password reset ends the address', async () => {
      const { asker, url } = await withFeed();
      const email = asker.user.email;
      expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
      const reset = await post('/api/auth/reset-password', {
        email,
        code: await t.lastCode(email),
        newPassword: 'Uj-Hosszu-Jelszo-2026',
      });
      expect(reset.statusCode).toBe(200);
      expect((await read(url)).statusCode).toBe(404);
      expect(await feedRow(asker.user.id)).toEqual([]);
    });

    it('"log out other devices" ends the address', async () => {
      const { asker, url } = await withFeed();
      expect((await post('/api/auth/logout-others', {}, asker.auth)).statusCode).toBe(200);
      expect((await read(url)).statusCode).toBe(404);
      expect(await feedRow(asker.user.id)).toEqual([]);
    });

    it("an admin's disabling ends the address, and enabling does not bring it back", async () => {
      const { asker, url } = await withFeed();
      const admin = await createUser(t.app.db, { role: 'admin' });
      const disable = (action: 'disable' | 'enable') =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${asker.user.id}/${action}`,
          headers: admin.auth,
        });
      expect((await disable('disable')).statusCode).toBe(200);
      expect((await read(url)).statusCode).toBe(404);
      expect(await feedRow(asker.user.id)).toEqual([]);
      expect((await disable('enable')).statusCode).toBe(200);
      expect((await read(url)).statusCode).toBe(404);
    });

    it("a disabled account's address is never served, whatever kept its row", async () => {
      const { asker, url } = await withFeed();
      await t.app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, asker.user.id));
      const res = await read(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Ismeretlen naptárcím');
    });
  });

  it('is for advisers and askers only, and unknown or malformed addresses are 404 or 400', async () => {
    expect((await feed('GET')).statusCode).toBe(401);
    const admin = await createUser(t.app.db, { role: 'admin' });
    expect((await feed('PUT', admin.auth)).statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/calendar-feed/${'a'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/calendar-feed/nem-jo.ics' });
    expect(malformed.statusCode).toBe(400);
  });

  it('never writes the token of an address to the log', async () => {
    const { asker } = await pair();
    const url = (await feed('PUT', asker.auth)).json().data.url as string;
    const token = url.split('/').at(-1)?.replace('.ics', '') ?? '';
    await read(url);
    expect(lines.some((line) => line.includes('/api/calendar-feed/[Redacted]'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
