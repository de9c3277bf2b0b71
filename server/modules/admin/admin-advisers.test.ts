import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { advisers, users } from '../../db/schema';
import { DAY_MS } from '../../lib/clock';
import { COMPLETE_BILLING, createAdviser, createType } from '../../test/fixtures';
import { adminTestAppForSuite } from '../../test/test-app';

const { t, clock, admin, call, auditOf } = adminTestAppForSuite('2026-11-22T11:00:00Z', 'Fő Admin');

/** An inactive adviser with a pending activation request (as the adviser's own call leaves it). */
async function pendingAdviser(name: string, options: { expiresInDays?: number | null } = {}) {
  const type = await createType(t.app.db, `${name} területe`);
  const created = await createAdviser(t.app.db, {
    name,
    active: false,
    expiresInDays: options.expiresInDays === undefined ? null : options.expiresInDays,
    billing: true,
    topicIds: [type.id],
  });
  const requested = await t.request({
    method: 'POST',
    url: `/api/tanacsadok/${created.adviser.id}/request-activation`,
    headers: created.auth,
  });
  expect(requested.statusCode).toBe(200);
  return created;
}

describe('GET /api/admin/advisers', () => {
  let fixtures: Record<string, Awaited<ReturnType<typeof createAdviser>>>;

  beforeAll(async () => {
    fixtures = {
      active: await createAdviser(t.app.db, { name: 'Ügyes Aktív', billing: true }),
      inactive: await createAdviser(t.app.db, { name: 'Ügyes Inaktív', active: false, expiresInDays: null }),
      expired: await createAdviser(t.app.db, { name: 'Ügyes Lejárt', billing: true, expiresInDays: -3 }),
      requested: await pendingAdviser('Ügyes Kérelmező'),
    };
    // A half-filled billing address is still incomplete.
    await t.app.db
      .update(advisers)
      .set({ ...COMPLETE_BILLING, vatNumber: '  ' })
      .where(eq(advisers.id, fixtures.inactive?.adviser.id ?? ''));
  });

  const names = (res: Awaited<ReturnType<typeof call>>) =>
    res.json().data.map((row: { name: string }) => row.name);

  it('lists advisers with their account state, billing completeness, topics and rating', async () => {
    const res = await call('GET', '/api/admin/advisers?search=ugyes&sortBy=name&sortOrder=asc');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, totalPages: 1, totalCount: 4 });
    expect(names(res)).toEqual(['Ügyes Aktív', 'Ügyes Inaktív', 'Ügyes Kérelmező', 'Ügyes Lejárt']);
    const requested = res.json().data[2];
    expect(requested).toMatchObject({
      id: fixtures.requested?.adviser.id,
      userId: fixtures.requested?.user.id,
      email: fixtures.requested?.user.email,
      active: false,
      visible: false,
      activationRequest: true,
      activationRequestDate: '2026-11-22T11:00:00.000Z',
      billingComplete: true,
      topicsCount: 1,
      rating: 0,
    });
    expect(res.json().data[0]).toMatchObject({ active: true, visible: true, expired: false });
    expect(res.json().data[3]).toMatchObject({ active: true, visible: false, expired: true });
    expect(requested).not.toHaveProperty('billingAddress');
  });

  it('filters by status', async () => {
    const byStatus = async (status: string) =>
      names(await call('GET', `/api/admin/advisers?search=ugyes&status=${status}&sortBy=name&sortOrder=asc`));
    expect(await byStatus('active')).toEqual(['Ügyes Aktív']);
    expect(await byStatus('inactive')).toEqual(['Ügyes Inaktív', 'Ügyes Kérelmező']);
    expect(await byStatus('activation_requested')).toEqual(['Ügyes Kérelmező']);
    expect(await byStatus('expired')).toEqual(['Ügyes Lejárt']);
    expect(await byStatus('billing_incomplete')).toEqual(['Ügyes Inaktív']);
  });

  it('searches name and e-mail accent- and case-insensitively, sorts and pages', async () => {
    expect(names(await call('GET', '/api/admin/advisers?search=ÜGYES%20LEJART'))).toEqual(['Ügyes Lejárt']);
    const byEmail = fixtures.active?.user.email ?? '';
    expect(names(await call('GET', `/api/admin/advisers?search=${encodeURIComponent(byEmail)}`))).toEqual([
      'Ügyes Aktív',
    ]);
    // LIKE wildcards are plain characters.
    expect((await call('GET', '/api/admin/advisers?search=%25')).json().totalCount).toBe(0);
    const desc = names(await call('GET', '/api/admin/advisers?search=ugyes&sortBy=name&sortOrder=desc'));
    expect(desc).toEqual(['Ügyes Lejárt', 'Ügyes Kérelmező', 'Ügyes Inaktív', 'Ügyes Aktív']);
    const second = await call(
      'GET',
      '/api/admin/advisers?search=ugyes&sortBy=name&sortOrder=asc&limit=3&page=2',
    );
    expect(second.json()).toMatchObject({ page: 2, totalPages: 2, totalCount: 4 });
    expect(names(second)).toEqual(['Ügyes Lejárt']);
    const byExpiry = names(
      await call('GET', '/api/admin/advisers?search=ugyes&sortBy=expirationDate&sortOrder=asc'),
    );
    // Advisers with no date come last either way.
    expect(byExpiry.slice(0, 2)).toEqual(['Ügyes Lejárt', 'Ügyes Aktív']);
  });

  it('refuses unknown filters and sorts with a Hungarian 400', async () => {
    const res = await call('GET', '/api/admin/advisers?status=torolt');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await call('GET', '/api/admin/advisers?sortBy=password')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/advisers?limit=1000')).statusCode).toBe(400);
  });
});

describe('activation requests', () => {
  it('approving activates with a 30-day trial, clears the request, mails the adviser and is audited', async () => {
    const adviser = await pendingAdviser('Jóváhagyandó Júlia');
    // Seen (and cached) by the public search before the change.
    const before = await t.request({ method: 'GET', url: '/api/tanacsadok/search?search=jovahagyando' });
    expect(before.json().totalCount).toBe(0);

    const res = await call('POST', `/api/admin/advisers/${adviser.adviser.id}/approve-activation`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'A tanácsadói fiók sikeresen aktiválva',
      data: {
        active: true,
        activationRequest: false,
        activationRequestDate: null,
        expirationDate: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
      },
    });
    const after = await t.request({ method: 'GET', url: '/api/tanacsadok/search?search=jovahagyando' });
    expect(after.json().data.map((a: { id: string }) => a.id)).toEqual([adviser.adviser.id]);

    const [mail] = await t.mailsTo(adviser.user.email);
    expect(mail?.subject).toContain('aktív');
    expect(mail?.text).toContain('2026. december 22.');

    const [entry] = await auditOf(adviser.adviser.id);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      action: 'adviser.approve_activation',
      entityType: 'adviser',
      before: { active: false, expirationDate: null, activationRequest: true },
      after: { active: true, activationRequest: false },
    });
    // The user's audit history shows it too.
    const history = await call('GET', `/api/admin/users/${adviser.user.id}/audit`);
    expect(history.json().data[0]).toMatchObject({
      action: 'adviser.approve_activation',
      actor: { id: admin.user.id, name: 'Fő Admin' },
    });

    // The request is gone: a second approval (another admin, a double click) changes nothing.
    const again = await call('POST', `/api/admin/advisers/${adviser.adviser.id}/approve-activation`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NO_ACTIVATION_REQUEST');
    expect(await auditOf(adviser.adviser.id)).toHaveLength(1);
    expect(await t.mailsTo(adviser.user.email)).toHaveLength(1);
  });

  it('keeps an existing expiration date when approving', async () => {
    const adviser = await pendingAdviser('Dátumos Dénes', { expiresInDays: 100 });
    const res = await call('POST', `/api/admin/advisers/${adviser.adviser.id}/approve-activation`);
    expect(res.json().data.expirationDate).toBe(new Date(clock.now().getTime() + 100 * DAY_MS).toISOString());
  });

  it('declining clears the request, mails the reason and is audited; the adviser stays hidden', async () => {
    const adviser = await pendingAdviser('Elutasított Elemér');
    const noReason = await call('POST', `/api/admin/advisers/${adviser.adviser.id}/decline-activation`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0]).toMatchObject({ field: 'body.reason' });
    const [unchanged] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviser.adviser.id));
    expect(unchanged?.activationRequest).toBe(true);

    const reason = 'A bemutatkozás még hiányos, kérjük, egészítse ki.';
    const res = await call('POST', `/api/admin/advisers/${adviser.adviser.id}/decline-activation`, {
      reason,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Az aktiválási kérelem elutasítva.',
      data: { active: false, activationRequest: false, activationRequestDate: null, expirationDate: null },
    });
    const [mail] = await t.mailsTo(adviser.user.email);
    expect(mail?.subject).toContain('elutasítottuk');
    expect(mail?.text).toContain(reason);
    const [entry] = await auditOf(adviser.adviser.id);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      action: 'adviser.decline_activation',
      before: { activationRequest: true },
      after: { activationRequest: false, reason },
    });
    expect(
      (await call('POST', `/api/admin/advisers/${adviser.adviser.id}/decline-activation`, { reason }))
        .statusCode,
    ).toBe(409);
    const search = await t.request({ method: 'GET', url: '/api/tanacsadok/search?search=elutasitott' });
    expect(search.json().totalCount).toBe(0);
    // The adviser may ask again.
    const asked = await t.request({
      method: 'POST',
      url: `/api/tanacsadok/${adviser.adviser.id}/request-activation`,
      headers: adviser.auth,
    });
    expect(asked.statusCode).toBe(200);
  });

  it('answers 404 for an unknown adviser and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/admin/advisers/${unknown}/approve-activation`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/advisers/${unknown}/decline-activation`, { reason: 'Nem megfelelő.' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/advisers/abc/approve-activation')).statusCode).toBe(400);
  });

  it('is for admins only: an adviser cannot approve their own request', async () => {
    const adviser = await pendingAdviser('Önjelölt Ödön');
    const own = await call(
      'POST',
      `/api/admin/advisers/${adviser.adviser.id}/approve-activation`,
      undefined,
      adviser.auth,
    );
    expect(own.statusCode).toBe(403);
    const guest = await t.request({
      method: 'POST',
      url: `/api/admin/advisers/${adviser.adviser.id}/decline-activation`,
      payload: { reason: 'Nem.' },
    });
    expect(guest.statusCode).toBe(401);
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviser.adviser.id));
    expect(row).toMatchObject({ active: false, activationRequest: true });
  });
});

describe('admin profile', () => {
  it('shows and renames the admin, audited; self-protection still holds', async () => {
    const own = await call('GET', '/api/admin/profile');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: admin.user.id, email: admin.user.email, role: 'admin' });

    expect((await call('PUT', '/api/admin/profile', { name: ' ' })).statusCode).toBe(400);
    const res = await call('PUT', '/api/admin/profile', { name: 'Átnevezett Admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profil adatok sikeresen frissítve!',
      user: { name: 'Átnevezett Admin', role: 'admin' },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.name).toBe('Átnevezett Admin');
    const history = await call('GET', `/api/admin/users/${admin.user.id}/audit`);
    expect(history.json().data[0]).toMatchObject({
      action: 'user.profile',
      before: { name: 'Fő Admin' },
      after: { name: 'Átnevezett Admin' },
    });

    // Renaming is allowed; locking oneself out is not.
    expect((await call('PATCH', `/api/admin/users/${admin.user.id}/disable`)).json().code).toBe(
      'SELF_PROTECTED',
    );
    expect((await call('DELETE', `/api/admin/users/${admin.user.id}`)).statusCode).toBe(409);
    expect(
      (await call('PATCH', `/api/admin/users/${admin.user.id}/role`, { role: 'tanacsado' })).statusCode,
    ).toBe(409);
    await call('PUT', '/api/admin/profile', { name: 'Fő Admin' });
  });
});
