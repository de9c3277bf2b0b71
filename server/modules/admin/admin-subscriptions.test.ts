import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askers, payments, subscriptionPackages } from '../../db/schema';
import { DAY_MS } from '../../lib/clock';
import { createAdviser, createAsker } from '../../test/fixtures';
import { adminTestAppForSuite } from '../../test/test-app';

const { t, clock, admin, call, auditOf } = adminTestAppForSuite('2026-11-22T11:00:00Z', 'Előfizetés Admin');

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY_MS).toISOString();

describe('subscriptions list', () => {
  it('lists askers and advisers together, filtered by audience, status, expiry window and search', async () => {
    await createAsker(t.app.db, { name: 'Zsófia Lejáró', expiresInDays: 3 });
    await createAsker(t.app.db, { name: 'Zsófia Lejárt', expiresInDays: -5 });
    await createAsker(t.app.db, { name: 'Zsófia Soha' });
    await createAdviser(t.app.db, { name: 'Zsófia Tanácsadó', expiresInDays: 6 });
    await createAdviser(t.app.db, { name: 'Zsófia Távoli', expiresInDays: 200 });

    const all = await call('GET', '/api/admin/subscriptions?search=zsofia&sortBy=name&limit=100');
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(5);
    const byName = Object.fromEntries(all.json().data.map((row: { name: string }) => [row.name, row]));
    expect(byName['Zsófia Lejáró']).toMatchObject({ audience: 'kerdezo', status: 'active', daysLeft: 3 });
    expect(byName['Zsófia Lejárt']).toMatchObject({ status: 'expired', daysLeft: 0 });
    expect(byName['Zsófia Soha']).toMatchObject({ status: 'none', expirationDate: null });
    expect(byName['Zsófia Tanácsadó']).toMatchObject({ audience: 'tanacsado', adviserActive: true });

    const expiring = await call('GET', '/api/admin/subscriptions?search=zsofia&expiringWithinDays=7');
    expect(expiring.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Zsófia Lejáró',
      'Zsófia Tanácsadó',
    ]);
    const advisersOnly = await call('GET', '/api/admin/subscriptions?search=zsofia&audience=tanacsado');
    expect(advisersOnly.json().totalCount).toBe(2);
    const expired = await call('GET', '/api/admin/subscriptions?search=zsofia&status=expired');
    expect(expired.json().data.map((r: { name: string }) => r.name)).toEqual(['Zsófia Lejárt']);
    const paged = await call('GET', '/api/admin/subscriptions?search=zsofia&limit=2&page=3&sortBy=name');
    expect(paged.json()).toMatchObject({ page: 3, totalPages: 3, totalCount: 5 });
    expect(paged.json().data.map((r: { name: string }) => r.name)).toEqual(['Zsófia Távoli']);
    const latestFirst = await call(
      'GET',
      '/api/admin/subscriptions?search=zsofia&sortBy=expirationDate&sortOrder=desc',
    );
    expect(latestFirst.json().data[0].name).toBe('Zsófia Távoli');
    expect(latestFirst.json().data.at(-1).name).toBe('Zsófia Soha');
    expect((await call('GET', '/api/admin/subscriptions?expiringWithinDays=0')).statusCode).toBe(400);
  });
});

describe('adjusting a subscription', () => {
  it('extends from the later of now and the expiry, shortens but never before now, and audits each', async () => {
    const asker = await createAsker(t.app.db, { expiresInDays: 10 });
    const longer = await call('POST', `/api/admin/subscriptions/${asker.user.id}/adjust`, { days: 5 });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({
      message: 'Előfizetés meghosszabbítva 5 nappal.',
      data: { expirationDate: inDays(15), status: 'active', daysLeft: 15 },
    });
    const shorter = await call('POST', `/api/admin/subscriptions/${asker.user.id}/adjust`, { days: -20 });
    expect(shorter.statusCode).toBe(200);
    // Clamped to now: the subscription ends at once, and the asker's status follows.
    expect(shorter.json().data).toMatchObject({ expirationDate: inDays(0), status: 'expired', daysLeft: 0 });
    const [row] = await t.app.db.select().from(askers).where(eq(askers.userId, asker.user.id));
    expect(row?.subscriptionStatus).toBe('expired');
    const nothingLeft = await call('POST', `/api/admin/subscriptions/${asker.user.id}/adjust`, { days: -1 });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().code).toBe('SUBSCRIPTION_NOT_ACTIVE');
    const revived = await call('POST', `/api/admin/subscriptions/${asker.user.id}/adjust`, { days: 30 });
    expect(revived.json().data).toMatchObject({ expirationDate: inDays(30), status: 'active' });

    const entries = await auditOf(asker.asker.id);
    expect(entries.map((e) => e.action)).toEqual([
      'subscription.adjust',
      'subscription.adjust',
      'subscription.adjust',
    ]);
    expect(entries[1]).toMatchObject({
      actorUserId: admin.user.id,
      entityType: 'asker',
      before: { expirationDate: inDays(15) },
      after: { expirationDate: inDays(0), subscriptionStatus: 'expired', days: -20 },
    });
    // It shows in the user's history of the users screen too.
    const history = await call('GET', `/api/admin/users/${asker.user.id}/audit`);
    expect(history.json().totalCount).toBe(3);
  });

  it("moves an adviser's expiry and with it their visibility; refuses bad input and admins", async () => {
    const adviser = await createAdviser(t.app.db, { name: 'Rövidített Tanácsadó', expiresInDays: 2 });
    const profile = () => t.request({ method: 'GET', url: `/api/tanacsadok/public/${adviser.adviser.id}` });
    expect((await profile()).statusCode).toBe(200);
    const res = await call('POST', `/api/admin/subscriptions/${adviser.user.id}/adjust`, { days: -2 });
    expect(res.json().data).toMatchObject({ audience: 'tanacsado', status: 'expired' });
    expect((await profile()).statusCode).toBe(404);
    const [entry] = await auditOf(adviser.adviser.id);
    expect(entry).toMatchObject({ action: 'subscription.adjust', entityType: 'adviser' });

    for (const days of [0, 3651, 1.5]) {
      expect(
        (await call('POST', `/api/admin/subscriptions/${adviser.user.id}/adjust`, { days })).statusCode,
      ).toBe(400);
    }
    expect(
      (await call('POST', `/api/admin/subscriptions/${admin.user.id}/adjust`, { days: 5 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/subscriptions/${randomUUID()}/adjust`, { days: 5 })).statusCode,
    ).toBe(404);
  });
});

describe('subscription packages', () => {
  const createPackage = (body: { name: string; audience: string; days: number; priceHuf: number }) =>
    call('POST', '/api/admin/subscription-packages', body);

  it('creates, edits, lists and deletes packages with audit entries', async () => {
    const created = await createPackage({
      name: 'Negyedéves',
      audience: 'kerdezo',
      days: 90,
      priceHuf: 24990,
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json().data;
    expect(pkg).toMatchObject({ name: 'Negyedéves', active: true, paymentCount: 0 });
    const bad = await createPackage({ name: 'Rossz', audience: 'admin', days: 0, priceHuf: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['body.audience', 'body.days', 'body.priceHuf']),
    );

    const edited = await call('PUT', `/api/admin/subscription-packages/${pkg.id}`, {
      name: 'Negyedéves csomag',
      audience: 'kerdezo',
      days: 90,
      priceHuf: 22990,
      active: false,
    });
    expect(edited.json().data).toMatchObject({ priceHuf: 22990, active: false });
    // Inactive packages are not offered to customers.
    const offered = await t.request({ method: 'GET', url: '/api/subscription-packages?audience=kerdezo' });
    expect(offered.json().data.map((p: { id: string }) => p.id)).not.toContain(pkg.id);
    const listed = await call('GET', '/api/admin/subscription-packages?audience=kerdezo&active=false');
    expect(listed.json().data.map((p: { id: string }) => p.id)).toContain(pkg.id);

    const removed = await call('DELETE', `/api/admin/subscription-packages/${pkg.id}`);
    expect(removed.json()).toMatchObject({ success: true, archived: false, message: 'Csomag törölve.' });
    expect(
      await t.app.db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, pkg.id)),
    ).toEqual([]);
    expect((await auditOf(pkg.id)).map((e) => [e.action, e.entityType])).toEqual([
      ['package.create', 'subscription_package'],
      ['package.update', 'subscription_package'],
      ['package.delete', 'subscription_package'],
    ]);
  });

  it('archives (makes inactive) instead of deleting a package someone paid for', async () => {
    const created = await createPackage({
      name: 'Éves tanácsadói',
      audience: 'tanacsado',
      days: 365,
      priceHuf: 99000,
    });
    const pkg = created.json().data;
    const buyer = await createAdviser(t.app.db);
    await t.app.db.insert(payments).values({
      userId: buyer.user.id,
      packageId: pkg.id,
      packageName: pkg.name,
      audience: 'tanacsado',
      days: 365,
      amountHuf: 99000,
      provider: 'demo',
      idempotencyKey: randomUUID(),
      status: 'paid',
    });
    const res = await call('DELETE', `/api/admin/subscription-packages/${pkg.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archived: true });
    expect(res.json().message).toContain('inaktívvá tettük');
    const [row] = await t.app.db
      .select()
      .from(subscriptionPackages)
      .where(eq(subscriptionPackages.id, pkg.id));
    expect(row?.active).toBe(false);
    const listed = await call('GET', '/api/admin/subscription-packages?audience=tanacsado');
    expect(listed.json().data.find((p: { id: string }) => p.id === pkg.id)).toMatchObject({
      active: false,
      paymentCount: 1,
    });
    expect((await auditOf(pkg.id)).map((e) => e.action)).toEqual(['package.create', 'package.archive']);
  });

  it('sorts the packages on the server by price, length or name, either way', async () => {
    for (const [name, days, priceHuf] of [
      ['Ábel-csomag', 10, 3000],
      ['Zénó-csomag', 20, 1000],
      ['Éva-csomag', 30, 2000],
    ] as const) {
      expect((await createPackage({ name, audience: 'tanacsado', days, priceHuf })).statusCode).toBe(201);
    }
    const names = async (query: string) =>
      (await call('GET', `/api/admin/subscription-packages?audience=tanacsado&limit=100&${query}`))
        .json()
        .data.map((pkg: { name: string }) => pkg.name)
        .filter((name: string) => name.endsWith('-csomag'));
    expect(await names('sortBy=priceHuf&sortOrder=asc')).toEqual([
      'Zénó-csomag',
      'Éva-csomag',
      'Ábel-csomag',
    ]);
    expect(await names('sortBy=days&sortOrder=desc')).toEqual(['Éva-csomag', 'Zénó-csomag', 'Ábel-csomag']);
    // Accents sort with their letters (É with E), as a Hungarian reader expects.
    expect(await names('sortBy=name&sortOrder=asc')).toEqual(['Ábel-csomag', 'Éva-csomag', 'Zénó-csomag']);
    expect((await call('GET', '/api/admin/subscription-packages?sortBy=color')).statusCode).toBe(400);
  });
});
