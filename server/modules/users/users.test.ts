import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { createAdviser, createAsker, createMondayAdviser, createType, multipart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock('2026-11-22T09:00:00Z') });
});

afterAll(() => t.close());

const putZone = (headers: Record<string, string>, timeZone: unknown) =>
  t.request({ method: 'PUT', url: '/api/users/me/time-zone', headers, payload: { timeZone } });

const storedZone = async (userId: string) =>
  (await t.app.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)))[0]?.timeZone;

describe('PUT /api/users/me/time-zone', () => {
  it('needs a session', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone: 'Europe/London' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the browser’s zone and answers with the user, which carries it', async () => {
    const asker = await createAsker(t.app.db);
    const res = await putZone(asker.auth, 'Europe/London');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { id: asker.user.id, timeZone: 'Europe/London' },
      data: { user: { id: asker.user.id, timeZone: 'Europe/London' } },
    });
    expect(await storedZone(asker.user.id)).toBe('Europe/London');
    // Every User JSON has it, e.g. the session check the web restores a session with.
    const me = await t.request({ method: 'GET', url: '/api/auth/verify-token', headers: asker.auth });
    expect(me.json().user.timeZone).toBe('Europe/London');
  });

  it('resets with null, and keeps Budapest itself as null', async () => {
    const adviser = await createAdviser(t.app.db);
    expect((await putZone(adviser.auth, 'America/New_York')).json().user.timeZone).toBe('America/New_York');
    const reset = await putZone(adviser.auth, null);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.timeZone).toBeNull();
    expect(await storedZone(adviser.user.id)).toBeNull();
    await putZone(adviser.auth, 'Asia/Kolkata');
    const budapest = await putZone(adviser.auth, 'Europe/Budapest');
    expect(budapest.json().user.timeZone).toBeNull();
    expect(await storedZone(adviser.user.id)).toBeNull();
  });

  it('refuses an unknown zone in Hungarian and changes nothing', async () => {
    const asker = await createAsker(t.app.db);
    await putZone(asker.auth, 'Europe/London');
    for (const timeZone of ['Europe/Atlantisz', 'x'.repeat(65), 42, undefined]) {
      const res = await putZone(asker.auth, timeZone);
      expect(res.statusCode, String(timeZone)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().details[0].field).toBe('body.timeZone');
    }
    const unknown = await putZone(asker.auth, 'Europe/Atlantisz');
    expect(unknown.json().details[0].message).toBe('Ismeretlen időzóna');
    expect(await storedZone(asker.user.id)).toBe('Europe/London');
  });
});

describe('appointment mails in the recipient’s own time', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  async function pair() {
    const type = await createType(t.app.db, `Jogi tanácsadás ${Math.random()}`);
    const adviser = await createMondayAdviser(t.app.db, [type.id]);
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const book = () =>
      t.request({
        method: 'POST',
        url: '/api/appointments',
        headers: asker.auth,
        payload: {
          expertId: adviser.adviser.id,
          startTime: '2026-11-23T09:00:00+01:00',
          consultationType: type.id,
        },
      });
    return { adviser, asker, book };
  }

  it('shows the local time beside the Budapest time for a recipient in London', async () => {
    const { adviser, asker, book } = await pair();
    expect((await putZone(adviser.auth, 'Europe/London')).statusCode).toBe(200);
    const booked = await book();
    expect(booked.statusCode).toBe(201);
    const [mail] = await t.mailsTo(adviser.user.email);
    expect(mail?.subject).toContain('Új foglalás');
    expect(mail?.text).toContain('2026. november 23. 09:00–10:00 (budapesti idő) – 08:00–09:00 London');
    expect(mail?.html).toContain('2026. november 23. 09:00–10:00 (budapesti idő) – 08:00–09:00 London');

    // The confirmation with the invoice goes to the asker in New York: 03:00 there.
    await putZone(asker.auth, 'America/New_York');
    const form = await multipart({}, { name: 'szamla.pdf', data: PDF, type: 'application/pdf' });
    const confirmed = await t.request({
      method: 'PUT',
      url: `/api/appointments/${booked.json().id}/confirm`,
      headers: { ...adviser.auth, ...form.headers },
      payload: Buffer.from(
        form.payload.toString('latin1').replace('name="file"', 'name="invoice"'),
        'latin1',
      ),
    });
    expect(confirmed.statusCode).toBe(200);
    const [confirmation] = await t.mailsTo(asker.user.email);
    expect(confirmation?.subject).toContain('megerősítve');
    expect(confirmation?.text).toContain(
      'megerősítette a 2026. november 23. 09:00 (budapesti idő) – 03:00 New York kezdetű tanácsadást.',
    );

    // The asker cancels: the adviser's mail in London time too, the asker's own zone does not matter.
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/appointments/${booked.json().id}`,
      headers: asker.auth,
      payload: { reason: 'Közbejött valami' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [cancellation] = await t.mailsTo(adviser.user.email);
    expect(cancellation?.subject).toContain('lemondva');
    expect(cancellation?.text).toContain('09:00–10:00 (budapesti idő) – 08:00–09:00 London');
    expect(cancellation?.text).not.toContain('New York');
  });

  it('keeps Budapest time only for a recipient without a zone or with Budapest’s clock', async () => {
    const { adviser, book } = await pair();
    await putZone(adviser.auth, 'Europe/Vienna');
    expect((await book()).statusCode).toBe(201);
    const [mail] = await t.mailsTo(adviser.user.email);
    expect(mail?.text).toContain('2026. november 23. 09:00–10:00 (Jogi');
    expect(mail?.text).not.toContain('budapesti idő)');
    expect(mail?.text).toContain('Az időpontok budapesti idő szerint értendők.');
  });
});
