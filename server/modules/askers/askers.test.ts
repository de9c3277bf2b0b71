import { messages } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, ManualClock } from '../../lib/clock';
import { createAdviser, createAsker, createType, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  t = await createTestApp({ clock });
});

afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.request({ method, url, headers, ...(payload ? { payload } : {}) });

/** A private person's billing data: no company, no VAT number, no bank account (issue 13 item 12). */
const PRIVATE_BILLING = {
  name: 'Kovács Éva',
  country: 'Magyarország',
  zipCode: '7621',
  city: 'Pécs',
  address: 'Király utca 5.',
};

describe('asker billing data and profile', () => {
  it("saves a private person's billing data on both paths and answers with it", async () => {
    const asker = await createAsker(t.app.db);
    for (const url of ['/api/kerdezok/billing-address', '/api/kerdezok/billing-address/kerdezo']) {
      const billingAddress = { ...PRIVATE_BILLING, city: url.endsWith('kerdezo') ? 'Szeged' : 'Pécs' };
      const res = await call('POST', url, asker.auth, { billingAddress });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: messages.askers.billingSaved,
        billingAddress: { ...billingAddress, companyName: '', vatNumber: '' },
      });
    }
    const own = await call('GET', `/api/kerdezok/user/${asker.user.id}`, asker.auth);
    expect(own.json().data).toMatchObject({
      billingAddress: { name: 'Kovács Éva', city: 'Szeged' },
      billingComplete: true,
    });
    const me = await call('GET', '/api/auth/verify-token', asker.auth);
    expect(me.json().user.billingAddress).toMatchObject({ name: 'Kovács Éva', city: 'Szeged' });
  });

  it('bills a company with its VAT number, and never keeps a bank account number of an asker', async () => {
    const asker = await createAsker(t.app.db);
    const company = { ...PRIVATE_BILLING, name: '', companyName: 'Éva Bt.', vatNumber: '12345678-1-02' };
    const res = await call('POST', '/api/kerdezok/billing-address', asker.auth, {
      billingAddress: { ...company, bankAccountNumber: '11773016-12345678-00000000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().billingAddress).toEqual(company);
    const stored = await t.app.db.execute(
      sql`select to_jsonb(a) as row from askers a where user_id = ${asker.user.id}`,
    );
    expect(JSON.stringify((stored as { rows: unknown[] }).rows)).not.toContain('11773016');
  });

  it('asks for a name or company name and the address; a company needs its VAT number', async () => {
    const asker = await createAsker(t.app.db);
    const save = (billingAddress: object) =>
      call('POST', '/api/kerdezok/billing-address', asker.auth, { billingAddress });
    const fieldsOf = (res: Awaited<ReturnType<typeof save>>) =>
      (res.json().details as { field: string; message: string }[]).map((d) => [d.field, d.message]);
    const nameless = await save({ ...PRIVATE_BILLING, name: '' });
    expect(nameless.statusCode).toBe(400);
    expect(fieldsOf(nameless)).toEqual([['body.billingAddress.name', 'Adja meg a nevét vagy a cégnevet']]);
    const noVat = await save({ ...PRIVATE_BILLING, companyName: 'Éva Bt.' });
    expect(fieldsOf(noVat)).toEqual([
      ['body.billingAddress.vatNumber', 'Cégnév mellett az adószám megadása kötelező'],
    ]);
    const noAddress = await save({ name: 'Kovács Éva', country: 'Magyarország' });
    expect(fieldsOf(noAddress).map(([field]) => field)).toEqual([
      'body.billingAddress.zipCode',
      'body.billingAddress.city',
      'body.billingAddress.address',
    ]);
    // Nothing of the refused attempts was stored.
    const own = await call('GET', `/api/kerdezok/user/${asker.user.id}`, asker.auth);
    expect(own.json().data).toMatchObject({ billingAddress: { name: '', city: '' }, billingComplete: false });
  });

  it('refuses bad billing input and callers who are not askers', async () => {
    const asker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    const bad = await call('POST', '/api/kerdezok/billing-address', asker.auth, {
      billingAddress: { ...PRIVATE_BILLING, zipCode: '<script>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/kerdezok/billing-address', {}, { billingAddress: PRIVATE_BILLING }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', '/api/kerdezok/billing-address', adviser.auth, {
          billingAddress: PRIVATE_BILLING,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("shows an asker's data only to them and to admins", async () => {
    const asker = await createAsker(t.app.db);
    const other = await createAsker(t.app.db);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const url = `/api/kerdezok/user/${asker.user.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, other.auth)).statusCode).toBe(403);
    expect((await call('GET', url, admin.auth)).json().data.email).toBe(asker.user.email);
  });

  it('updates the name', async () => {
    const asker = await createAsker(t.app.db);
    const res = await call('POST', '/api/kerdezok/profil', asker.auth, { name: 'Új Név Ödön' });
    expect(res.json()).toMatchObject({
      message: messages.askers.profileSaved,
      user: { name: 'Új Név Ödön' },
    });
    expect((await call('POST', '/api/kerdezok/profil', asker.auth, { name: 'X' })).statusCode).toBe(400);
  });
});

describe('subscription', () => {
  it('extends from now when expired, from the expiry when active, in whole days', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: null });
    const first = await call('POST', '/api/kerdezok/extend-subscription', asker.auth, { days: 30 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      subscriptionStatus: 'active',
      message: messages.askers.subscriptionExtended(30),
    });
    const firstExpiry = new Date(first.json().expirationDate).getTime();
    expect(firstExpiry).toBe(clock.now().getTime() + 30 * DAY_MS);
    expect(first.json().data.daysLeft).toBe(30);

    const second = await call('POST', '/api/kerdezok/extend-subscription', asker.auth, { days: 7 });
    expect(new Date(second.json().expirationDate).getTime()).toBe(firstExpiry + 7 * DAY_MS);

    const start = clock.now();
    try {
      clock.advance(36 * DAY_MS + 60_000);
      // A session of the moved clock (the old one has expired by then).
      const later = { authorization: `Bearer ${await createSession(t.app.db, clock.now(), asker.user.id)}` };
      const own = await call('GET', `/api/kerdezok/user/${asker.user.id}`, later);
      // Less than a day left still counts as one day; after the expiry it is 0 and expired.
      expect(own.json().data).toMatchObject({ subscriptionStatus: 'active', daysLeft: 1 });
      clock.advance(DAY_MS);
      expect((await call('GET', `/api/kerdezok/user/${asker.user.id}`, later)).json().data).toMatchObject({
        subscriptionStatus: 'expired',
        daysLeft: 0,
      });
    } finally {
      clock.set(start);
    }
  });

  it('accepts only a whole positive number of days', async () => {
    const asker = await createAsker(t.app.db);
    for (const days of [0, -5, 1.5, '30', 100_000]) {
      const res = await call('POST', '/api/kerdezok/extend-subscription', asker.auth, { days } as object);
      expect(res.statusCode, String(days)).toBe(400);
    }
    const adviser = await createAdviser(t.app.db);
    expect(
      (await call('POST', '/api/kerdezok/extend-subscription', adviser.auth, { days: 30 })).statusCode,
    ).toBe(403);
  });
});

describe('recommended experts and the active count', () => {
  it('lists visible advisers best rated first, with rating 0 when there are no reviews', async () => {
    const type = await createType(t.app.db, 'Karriertanácsadás', '#a0450a');
    const top = await createAdviser(t.app.db, {
      name: 'Csúcs Csilla',
      topicIds: [type.id],
      rating: { averageX100: 499, count: 40 },
    });
    await createAdviser(t.app.db, {
      name: 'Rejtett Rudi',
      active: false,
      rating: { averageX100: 500, count: 90 },
    });
    const res = await call('GET', '/api/kerdezok/recommended-experts');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; name: string; rating: number; reviewCount: number }[];
    expect(data.length).toBeLessThanOrEqual(6);
    expect(data[0]).toMatchObject({
      id: top.adviser.id,
      name: 'Csúcs Csilla',
      specialization: 'Karriertanácsadás',
      rating: 4.99,
      reviewCount: 40,
      consultingAreas: [{ name: 'Karriertanácsadás', color: '#a0450a' }],
    });
    expect(data.map((d) => d.name)).not.toContain('Rejtett Rudi');
    for (const expert of data.filter((d) => d.reviewCount === 0)) expect(expert.rating).toBe(0);
    expect((await call('GET', '/api/kerdezok/recommended-experts?limit=1')).json().data).toHaveLength(1);
    expect((await call('GET', '/api/kerdezok/recommended-experts?limit=0')).statusCode).toBe(400);
  });

  it('counts the visible advisers', async () => {
    const before = (await call('GET', '/api/kerdezok/active-experts-count')).json().count as number;
    await createAdviser(t.app.db);
    await createAdviser(t.app.db, { expiresInDays: -2 });
    const after = await call('GET', '/api/kerdezok/active-experts-count');
    expect(after.json()).toMatchObject({ success: true, count: before + 1 });
  });
});
