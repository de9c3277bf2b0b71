import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, externalBusy, externalCalendars } from '../../db/schema';
import { ManualClock, MINUTE_MS } from '../../lib/clock';
import { createAdviser, createAsker, createMondayAdviser, createType, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createExternalCalendarService,
  ExternalCalendarSync,
  SYNC_EVERY_MS,
} from './external-calendars.service';
import { addressAllowed } from './safe-fetch';

// Sunday 2026-11-22 10:00 Budapest; the advisers below work Monday 09:00–12:00 Budapest (08:00–11:00 Z).
const NOW = '2026-11-22T09:00:00Z';

const VTIMEZONE = `BEGIN:VTIMEZONE
TZID:Europe/Budapest
BEGIN:STANDARD
DTSTART:19701025T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19700329T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
END:VTIMEZONE`;
const calendar = (events: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//teszt//teszt//HU\r\n${VTIMEZONE}\r\n${events}\r\nEND:VCALENDAR\r\n`;

/** Events of one Monday hour, `count` times (distinct UIDs), each with the given extra lines. */
const events = (count: number, extra = '') =>
  Array.from(
    { length: count },
    (_, i) =>
      `BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART:20261123T080000Z\r\nDTEND:20261123T090000Z\r\n${extra}END:VEVENT`,
  ).join('\r\n');

/**
 * What the local calendar server answers, by path; tests change it between fetches. `dribbleMs`: a
 * byte every so often, never finishing; `requested`/`served`: told when a request comes in / the
 * answer has been sent.
 */
const files = new Map<
  string,
  {
    status?: number;
    body?: string;
    location?: string;
    dribbleMs?: number;
    requested?: () => void;
    served?: () => void;
  }
>();
let server: http.Server;
let base: string;
let t: TestApp;
let clock: ManualClock;
let typeId: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const file = files.get(request.url ?? '') ?? { status: 404, body: 'nincs' };
    file.requested?.();
    if (file.location) {
      response.writeHead(302, { location: file.location }).end();
      return;
    }
    if (file.dribbleMs) {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const timer = setInterval(() => response.write('B'), file.dribbleMs);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response
      .writeHead(file.status ?? 200, { 'content-type': 'text/calendar' })
      .end(file.body ?? '', () => file.served?.());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  clock = new ManualClock(NOW);
  t = await createTestApp({ clock, env: { EXTERNAL_CALENDAR_ALLOW_PRIVATE: 'true' } });
  typeId = (await createType(t.app.db, 'Karriertanácsadás')).id;
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const bookableAdviser = () => createMondayAdviser(t.app.db, [typeId]);
/** A service of its own on the test app (private addresses allowed for the local server), with other limits. */
const calendarService = (
  limits: Pick<Parameters<typeof createExternalCalendarService>[0], 'icsBudget' | 'fetchMs'>,
) =>
  createExternalCalendarService({ db: t.app.db, events: t.app.events, clock, allowPrivate: true, ...limits });

/** Monday's free slot starts (UTC ISO) as an asker's booking page asks for them. */
async function mondaySlots(adviserId: string) {
  const answer = await t.request({
    method: 'GET',
    url: `/api/tanacsadok/${adviserId}/available-slots?from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z&typeId=${typeId}`,
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as { startTime: string }[]).map((s) => s.startTime);
}

const addCalendar = (adviserId: string, auth: Record<string, string>, path: string, name = 'Google') =>
  t.send('POST', `/api/tanacsadok/${adviserId}/external-calendars`, auth, { name, url: `${base}${path}` });
const syncCalendar = (
  adviser: { adviser: { id: string }; auth: Record<string, string> },
  calendarId: string,
) =>
  t.send('POST', `/api/tanacsadok/${adviser.adviser.id}/external-calendars/${calendarId}/sync`, adviser.auth);

describe('external calendars', () => {
  it('blocks the slots under the busy times of a connected calendar (time zones, recurrence, all-day, free time)', async () => {
    const adviser = await bookableAdviser();
    expect(await mondaySlots(adviser.adviser.id)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
    files.set('/a.ics', {
      body: calendar(`BEGIN:VEVENT
UID:weekly
DTSTART;TZID=Europe/Budapest:20261116T100000
DTEND;TZID=Europe/Budapest:20261116T103000
RRULE:FREQ=WEEKLY
SUMMARY:Heti megbeszélés (titkos cím)
END:VEVENT
BEGIN:VEVENT
UID:free
DTSTART:20261123T100000Z
DTEND:20261123T110000Z
TRANSP:TRANSPARENT
SUMMARY:Szabad
END:VEVENT
BEGIN:VEVENT
UID:allday
DTSTART;VALUE=DATE:20261130
DTEND;VALUE=DATE:20261201
SUMMARY:Szabadság
END:VEVENT`),
    });
    const added = await addCalendar(adviser.adviser.id, adviser.auth, '/a.ics');
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      name: 'Google',
      host: base.replace('http://', ''),
      lastSyncedAt: NOW.replace('Z', '.000Z'),
      lastError: null,
    });
    expect(JSON.stringify(added.json())).not.toContain('/a.ics');

    // 10:00–10:30 Budapest every Monday (09:00–09:30 Z) takes the 10:00 slot; the free event none.
    expect(await mondaySlots(adviser.adviser.id)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
    // The whole next Monday is away (all-day, Budapest day).
    const nextMonday = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/${adviser.adviser.id}/available-slots?from=2026-11-29T23:00:00Z&to=2026-11-30T23:00:00Z&typeId=${typeId}`,
    });
    expect(nextMonday.json().data).toEqual([]);

    // Booking into the busy time is refused like any taken slot.
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const booking = await t.send('POST', '/api/appointments', asker.auth, {
      expertId: adviser.adviser.id,
      consultationType: typeId,
      startTime: '2026-11-23T09:00:00Z',
    });
    expect(booking.statusCode).toBe(409);

    // The adviser's calendar shows the busy times, without titles.
    const busy = await t.send(
      'GET',
      `/api/tanacsadok/${adviser.adviser.id}/external-busy?from=2026-11-23T00:00:00Z&to=2026-12-01T00:00:00Z`,
      adviser.auth,
    );
    expect(busy.statusCode).toBe(200);
    expect(busy.json().data).toEqual([
      {
        calendarId: added.json().data.id,
        calendarName: 'Google',
        startTime: '2026-11-23T09:00:00.000Z',
        endTime: '2026-11-23T09:30:00.000Z',
      },
      {
        calendarId: added.json().data.id,
        calendarName: 'Google',
        startTime: '2026-11-29T23:00:00.000Z',
        endTime: '2026-11-30T23:00:00.000Z',
      },
      {
        calendarId: added.json().data.id,
        calendarName: 'Google',
        startTime: '2026-11-30T09:00:00.000Z',
        endTime: '2026-11-30T09:30:00.000Z',
      },
    ]);
    expect(JSON.stringify(busy.json())).not.toContain('titkos');

    // An asker never sees them; another adviser neither.
    const other = await createAdviser(t.app.db);
    for (const auth of [asker.auth, other.auth]) {
      const refused = await t.send(
        'GET',
        `/api/tanacsadok/${adviser.adviser.id}/external-busy?from=2026-11-23T00:00:00Z&to=2026-12-01T00:00:00Z`,
        auth,
      );
      expect(refused.statusCode).toBe(403);
      expect(
        (await t.send('GET', `/api/tanacsadok/${adviser.adviser.id}/external-calendars`, auth)).statusCode,
      ).toBe(403);
    }
  });

  it('keeps the last busy times and shows the error when a fetch fails; the job fetches again when due', async () => {
    const adviser = await bookableAdviser();
    files.set('/b.ics', {
      body: calendar(`BEGIN:VEVENT
UID:once
DTSTART:20261123T080000Z
DTEND:20261123T090000Z
END:VEVENT`),
    });
    const added = await addCalendar(adviser.adviser.id, adviser.auth, '/b.ics', 'Outlook');
    const id = added.json().data.id as string;
    expect(await mondaySlots(adviser.adviser.id)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);

    files.set('/b.ics', { status: 500, body: 'hiba' });
    const failed = await syncCalendar(adviser, id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({
      lastError: 'A naptár címe hibát adott (HTTP 500).',
      lastSyncedAt: NOW.replace('Z', '.000Z'),
      busyCount: 1,
    });
    expect(await mondaySlots(adviser.adviser.id)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);

    files.set('/b.ics', { body: '<html>bejelentkezés</html>' });
    const notIcs = await syncCalendar(adviser, id);
    expect(notIcs.json().data.lastError).toBe('A cím nem iCalendar (.ics) naptárat ad.');

    // The event was deleted in the external calendar; the periodic job picks it up when due, once
    // even with two instances.
    files.set('/b.ics', { body: calendar('') });
    const start = clock.now();
    try {
      clock.advance(SYNC_EVERY_MS + MINUTE_MS);
      const other = new ExternalCalendarSync({ log: t.app.log, service: t.app.services.externalCalendars });
      const [one, two] = await Promise.all([t.app.jobs.externalCalendarSync.runOnce(), other.runOnce()]);
      expect(one + two).toBeGreaterThanOrEqual(1);
      const [row] = await t.app.db.select().from(externalCalendars).where(eq(externalCalendars.id, id));
      expect(row?.lastError).toBeNull();
      expect(row?.lastSyncedAt?.toISOString()).toBe(clock.now().toISOString());
      expect(await t.app.jobs.externalCalendarSync.runOnce()).toBe(0);
    } finally {
      clock.set(start);
    }
    expect(await mondaySlots(adviser.adviser.id)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
  });

  it('follows redirects, limits the number of calendars and removes one with its busy times', async () => {
    const adviser = await bookableAdviser();
    files.set('/c.ics', {
      body: calendar(
        `BEGIN:VEVENT\r\nUID:x\r\nDTSTART:20261123T100000Z\r\nDTEND:20261123T110000Z\r\nEND:VEVENT`,
      ),
    });
    files.set('/moved', { location: '/c.ics' });
    const added = await addCalendar(adviser.adviser.id, adviser.auth, '/moved');
    expect(added.json().data).toMatchObject({ lastError: null, busyCount: 1 });
    for (let i = 1; i < 5; i += 1) {
      expect((await addCalendar(adviser.adviser.id, adviser.auth, '/c.ics', `Naptár ${i}`)).statusCode).toBe(
        201,
      );
    }
    const sixth = await addCalendar(adviser.adviser.id, adviser.auth, '/c.ics', 'Hatodik');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('EXTERNAL_CALENDAR_LIMIT');

    const list = await t.send(
      'GET',
      `/api/tanacsadok/${adviser.adviser.id}/external-calendars`,
      adviser.auth,
    );
    expect(list.json().data).toHaveLength(5);
    // An admin may manage them too.
    const admin = await createUser(t.app.db, { role: 'admin' });
    for (const calendarRow of list.json().data as { id: string }[]) {
      const removed = await t.send(
        'DELETE',
        `/api/tanacsadok/${adviser.adviser.id}/external-calendars/${calendarRow.id}`,
        admin.auth,
      );
      expect(removed.statusCode).toBe(200);
    }
    expect(
      await t.app.db.select().from(externalBusy).where(eq(externalBusy.adviserId, adviser.adviser.id)),
    ).toEqual([]);
    expect(await mondaySlots(adviser.adviser.id)).toHaveLength(3);
  });

  it('parses a hostile calendar off the event loop: the server answers meanwhile, the file is refused and the old busy times stay', async () => {
    const adviser = await bookableAdviser();
    files.set('/hostile.ics', { body: calendar(events(1)) });
    const added = await addCalendar(adviser.adviser.id, adviser.auth, '/hostile.ics', 'Támadó');
    expect(added.json().data).toMatchObject({ lastError: null, busyCount: 1 });

    // 800 events repeating every minute (85 KB): node-ical once froze the whole server ~30 s on it.
    let served = () => {};
    const sent = new Promise<void>((resolve) => {
      served = resolve;
    });
    files.set('/hostile.ics', { body: calendar(events(800, 'RRULE:FREQ=MINUTELY\r\n')), served });
    let syncFinished = false;
    const sync = syncCalendar(adviser, added.json().data.id).finally(() => {
      syncFinished = true;
    });
    await sent;
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(syncFinished).toBe(false);

    const refused = await sync;
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({
      lastError:
        'A naptár egy ismétlődő eseménye túl sűrűn ismétlődik (legfeljebb 1000 alkalom a foglalható időszakban).',
      busyCount: 1,
    });
    expect(await mondaySlots(adviser.adviser.id)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);

    for (const [body, lastError] of [
      [calendar(events(20_001)), 'A naptár túl sok eseményt tartalmaz (legfeljebb 20000).'],
      [
        calendar(events(1_001, 'RRULE:FREQ=WEEKLY\r\n')),
        'A naptár túl sok ismétlődő eseményt tartalmaz (legfeljebb 1000).',
      ],
    ]) {
      files.set('/hostile.ics', { body });
      const refusedAgain = await syncCalendar(adviser, added.json().data.id);
      expect(refusedAgain.json().data).toMatchObject({ lastError, busyCount: 1 });
    }
  });

  it('ends a parse over its time or memory budget and keeps the old busy times; timers run meanwhile', async () => {
    const adviser = await bookableAdviser();
    // The longest horizon: a year of days searched for each rule below.
    await t.app.db.update(advisers).set({ maxAdvanceDays: 365 }).where(eq(advisers.id, adviser.adviser.id));
    files.set('/budget.ics', { body: calendar(events(1)) });
    const id = (await addCalendar(adviser.adviser.id, adviser.auth, '/budget.ics')).json().data.id as string;
    const [row] = await t.app.db.select().from(externalCalendars).where(eq(externalCalendars.id, id));
    if (!row) throw new Error('no calendar');

    // A thousand rules that never occur (31 February) trip no count, yet each searches a whole year.
    files.set('/budget.ics', {
      body: calendar(events(1_000, 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31\r\n')),
    });
    const slow = calendarService({ icsBudget: { timeMs: 300 } });
    let parsed = false;
    const sync = slow.syncCalendar(row).finally(() => {
      parsed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parsed).toBe(false);
    expect(await sync).toMatchObject({
      lastError: 'A naptár feldolgozása túl sokáig tartana, ezért nem használható.',
      lastSyncedAt: new Date(NOW),
    });

    files.set('/budget.ics', { body: calendar(events(15_000)) });
    const small = calendarService({ icsBudget: { memoryMb: 8 } });
    expect(await small.syncCalendar(row)).toMatchObject({
      lastError: 'A naptár feldolgozása túl sok memóriát igényelne, ezért nem használható.',
    });
    expect(await t.app.db.select().from(externalBusy).where(eq(externalBusy.calendarId, id))).toHaveLength(1);
  });

  it('gives each fetch and each pass a deadline: a server sending a byte at a time fails in time, another adviser is synced in the same pass, a pass starts no sync it has no time for', async () => {
    const slowAdviser = await bookableAdviser();
    const fastAdviser = await bookableAdviser();
    files.set('/slow.ics', { body: calendar(events(1)) });
    files.set('/fast.ics', { body: calendar('') });
    const slowId = (await addCalendar(slowAdviser.adviser.id, slowAdviser.auth, '/slow.ics')).json().data.id;
    const fastId = (await addCalendar(fastAdviser.adviser.id, fastAdviser.auth, '/fast.ics')).json().data.id;

    // A byte every 200 ms would keep an idle timeout waiting for ever.
    files.set('/slow.ics', { dribbleMs: 200 });
    files.set('/fast.ics', { body: calendar(events(1)) });
    const service = calendarService({ fetchMs: 1_500 });
    const job = new ExternalCalendarSync({ log: t.app.log, service }, MINUTE_MS, {
      passMs: 60_000,
      lanes: 2,
    });
    const start = clock.now();
    try {
      clock.advance(SYNC_EVERY_MS + MINUTE_MS);
      // A pass without time left for one whole sync starts none: they wait for the next pass.
      const hurried = new ExternalCalendarSync({ log: t.app.log, service }, MINUTE_MS, {
        passMs: 1_000,
        lanes: 2,
      });
      expect(await hurried.runOnce()).toBe(0);
      await job.runOnce();
      const rows = await t.app.db.select().from(externalCalendars);
      expect(rows.find((r) => r.id === slowId)).toMatchObject({
        lastError: 'A naptár címe nem válaszolt időben.',
        lastSyncedAt: new Date(NOW),
        lastAttemptAt: clock.now(),
      });
      expect(rows.find((r) => r.id === fastId)).toMatchObject({ lastError: null, lastSyncedAt: clock.now() });
    } finally {
      clock.set(start);
    }
    expect(await mondaySlots(slowAdviser.adviser.id)).toHaveLength(2);
    expect(await mondaySlots(fastAdviser.adviser.id)).toHaveLength(2);
  });

  it('stops without waiting for a slow calendar server: the fetch in progress is ended and nothing recorded', async () => {
    const adviser = await bookableAdviser();
    files.set('/stalled.ics', { body: calendar(events(1)) });
    const id = (await addCalendar(adviser.adviser.id, adviser.auth, '/stalled.ics')).json().data.id;

    let requested = () => {};
    const fetching = new Promise<void>((resolve) => {
      requested = resolve;
    });
    files.set('/stalled.ics', { dribbleMs: 200, requested });
    const job = new ExternalCalendarSync({ log: t.app.log, service: t.app.services.externalCalendars });
    const start = clock.now();
    try {
      clock.advance(SYNC_EVERY_MS + MINUTE_MS);
      job.kick();
      await fetching;
      await job.stop();
      const [row] = await t.app.db.select().from(externalCalendars).where(eq(externalCalendars.id, id));
      expect(row).toMatchObject({ lastError: null, lastSyncedAt: new Date(NOW) });
    } finally {
      clock.set(start);
    }
  });

  it('refuses addresses that are not http(s)/webcal with a clear message and changes nothing', async () => {
    const adviser = await bookableAdviser();
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.ics', 'javascript:alert(1)']) {
      const refused = await t.send(
        'POST',
        `/api/tanacsadok/${adviser.adviser.id}/external-calendars`,
        adviser.auth,
        { name: 'Rossz', url },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        { field: 'body.url', message: 'A cím http://, https:// vagy webcal:// kezdetű legyen' },
      ]);
    }
    const rows = await t.app.db
      .select()
      .from(externalCalendars)
      .where(eq(externalCalendars.adviserId, adviser.adviser.id));
    expect(rows).toEqual([]);
  });
});

describe('external calendars without private addresses (the default)', () => {
  it('never fetches from loopback or private networks', async () => {
    const strict = await createTestApp({ clock });
    try {
      const type = await createType(strict.app.db, 'Pénzügy');
      const adviser = await createAdviser(strict.app.db, { topicIds: [type.id] });
      files.set('/secret.ics', { body: calendar('') });
      for (const url of [
        `${base}/secret.ics`,
        'http://[::1]:9/a.ics',
        'http://10.0.0.1/a.ics',
        'webcal://localhost:9/a.ics',
      ]) {
        const added = await strict.request({
          method: 'POST',
          url: `/api/tanacsadok/${adviser.adviser.id}/external-calendars`,
          headers: adviser.auth,
          payload: { name: 'Belső', url },
        });
        expect(added.statusCode).toBe(201);
        expect(added.json().data).toMatchObject({
          lastSyncedAt: null,
          lastError: 'A naptár címe belső hálózatra mutat, ezért nem tölthető le.',
        });
        await strict.request({
          method: 'DELETE',
          url: `/api/tanacsadok/${adviser.adviser.id}/external-calendars/${added.json().data.id}`,
          headers: adviser.auth,
        });
      }
    } finally {
      await strict.close();
    }
  });

  it('judges addresses: public unicast only, IPv4-mapped IPv6 as IPv4', () => {
    expect(addressAllowed('93.184.216.34', false)).toBe(true);
    expect(addressAllowed('2606:4700::1111', false)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.16.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect(addressAllowed(address, false)).toBe(false);
    }
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('0.0.0.0', true)).toBe(false);
  });
});
