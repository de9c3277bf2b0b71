import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisers, appointments, auditLog, media, reviews, users } from '../../db/schema';
import {
  type AppointmentParties,
  createAdviser,
  type createAppointment,
  createAppointmentBetween,
  createAsker,
  createType,
  createUser,
} from '../../test/fixtures';
import { connect, disconnected, listen } from '../../test/sockets';
import { adminTestAppForSuite, type Method } from '../../test/test-app';

const { t, clock, admin } = adminTestAppForSuite('2026-11-22T11:00:00Z', 'Fő Admin');

const call = (method: Method, url: string, headers = admin.auth, payload?: object) =>
  t.send(method, url, headers, payload);

/** This file's shorthand: an appointment of the three at `start` (confirmed unless said). */
const appointmentBetween = (
  adviser: AppointmentParties['adviser'],
  asker: AppointmentParties['asker'],
  type: AppointmentParties['type'],
  start: string,
  status?: Parameters<typeof createAppointment>[1]['status'],
) => createAppointmentBetween(t.app.db, { adviser, asker, type }, new Date(start), status ? { status } : {});

describe('authorization matrix', () => {
  it('answers every /api/admin route with 401 for guests and 403 for askers and advisers', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(9);
    const asker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    const target = await createAsker(t.app.db);
    for (const route of routes) {
      const url = route.url.replace(':id', target.user.id);
      const method = route.method as 'GET' | 'POST' | 'PATCH' | 'DELETE';
      expect((await t.request({ method, url })).statusCode, `${method} ${url} guest`).toBe(401);
      expect(
        (await t.request({ method, url, headers: asker.auth })).statusCode,
        `${method} ${url} asker`,
      ).toBe(403);
      expect(
        (await t.request({ method, url, headers: adviser.auth })).statusCode,
        `${method} ${url} adviser`,
      ).toBe(403);
    }
    // Nothing changed for the target.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.disabledAt).toBeNull();
    expect(row?.role).toBe('kerdezo');
  });
});

describe('users', () => {
  it('searches accent-insensitively, filters by role and status, sorts and pages', async () => {
    await createAsker(t.app.db, { name: 'Ödön Árvíztűrő' });
    await createAdviser(t.app.db, { name: 'Ödön Tanácsadó' });
    const found = await call('GET', '/api/admin/users?search=odon&sortBy=name&sortOrder=asc');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((u: { name: string }) => u.name)).toEqual([
      'Ödön Árvíztűrő',
      'Ödön Tanácsadó',
    ]);
    const advisersOnly = await call('GET', '/api/admin/users?search=ODON&role=tanacsado');
    expect(advisersOnly.json()).toMatchObject({
      totalCount: 1,
      data: [{ name: 'Ödön Tanácsadó', status: 'active' }],
    });
    const paged = await call('GET', '/api/admin/users?limit=1&page=2&search=odon&sortBy=name');
    expect(paged.json()).toMatchObject({ page: 2, totalPages: 2, totalCount: 2 });
    expect((await call('GET', '/api/admin/users?sortBy=jelszo')).statusCode).toBe(400);
    // A typed % or _ is a character, not a pattern: it matches nobody here instead of everybody.
    expect((await call('GET', '/api/admin/users?search=%25')).json().totalCount).toBe(0);
    expect((await call('GET', '/api/admin/users?search=_')).json().totalCount).toBe(0);
    expect(found.json().data[0]).not.toHaveProperty('passwordHash');
  });

  it('disables a user: their session and socket end at once, and it is audited; enabling lets them back', async () => {
    const adviser = await createAdviser(t.app.db);
    const socket = await connect(await listen(t.app), { token: adviser.token });
    const gone = disconnected(socket);
    const res = await call('PATCH', `/api/admin/users/${adviser.user.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'disabled', stats: { liveSessions: 0 } });
    expect(await gone).toBe('io server disconnect');
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/verify-token', headers: adviser.auth })).statusCode,
    ).toBe(401);
    // A disabled adviser disappears from the public pages.
    expect(
      (await t.request({ method: 'GET', url: `/api/tanacsadok/public/${adviser.adviser.id}` })).statusCode,
    ).toBe(404);
    await call('PATCH', `/api/admin/users/${adviser.user.id}/enable`);
    expect(
      (await t.request({ method: 'GET', url: `/api/tanacsadok/public/${adviser.adviser.id}` })).statusCode,
    ).toBe(200);
    const history = await call('GET', `/api/admin/users/${adviser.user.id}/audit`);
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual([
      'user.enable',
      'user.disable',
    ]);
    expect(history.json().data[1]).toMatchObject({ actor: { id: admin.user.id, name: 'Fő Admin' } });
  });

  it('protects the admin themself and the last active admin', async () => {
    const self = await call('PATCH', `/api/admin/users/${admin.user.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('SELF_PROTECTED');
    expect(
      (await call('PATCH', `/api/admin/users/${admin.user.id}/role`, admin.auth, { role: 'kerdezo' }))
        .statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/admin/users/${admin.user.id}`)).statusCode).toBe(409);

    // Another admin can be disabled; the caller always remains an active admin, so the platform
    // never ends up without one.
    const second = await createUser(t.app.db, { role: 'admin' });
    expect((await call('PATCH', `/api/admin/users/${second.user.id}/disable`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${admin.user.id}/disable`, second.auth)).statusCode).toBe(
      401,
    );
  });

  it('changes a role, creating the adviser row and ending the old sessions', async () => {
    const asker = await createAsker(t.app.db);
    const res = await call('PATCH', `/api/admin/users/${asker.user.id}/role`, admin.auth, {
      role: 'tanacsado',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'tanacsado', tanacsadoData: { active: false } });
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/verify-token', headers: asker.auth })).statusCode,
    ).toBe(401);
    expect(
      (await call('PATCH', `/api/admin/users/${asker.user.id}/role`, admin.auth, { role: 'fonok' }))
        .statusCode,
    ).toBe(400);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, asker.user.id));
    expect(entry).toMatchObject({
      action: 'user.role',
      before: { role: 'kerdezo' },
      after: { role: 'tanacsado' },
    });
  });

  it('sends a verification code only to unverified accounts, and a reset code on request', async () => {
    const unverified = await createAsker(t.app.db);
    await t.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.user.id));
    expect(
      (await call('POST', `/api/admin/users/${unverified.user.id}/resend-verification`)).statusCode,
    ).toBe(200);
    expect(await t.lastCode(unverified.user.email)).toMatch(/^\d{6}$/);
    const verified = await createAsker(t.app.db);
    expect((await call('POST', `/api/admin/users/${verified.user.id}/resend-verification`)).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/api/admin/users/${verified.user.id}/password-reset`)).statusCode).toBe(200);
    const [mail] = await t.mailsTo(verified.user.email);
    expect(mail?.subject).toMatch(/[Jj]elszó/);
  });

  it('erases personal data but keeps the appointments (and their invoices)', async () => {
    const adviser = await createAdviser(t.app.db, {
      name: 'Törlendő Tanácsadó',
      description: 'Magamról…',
      billing: true,
    });
    const asker = await createAsker(t.app.db);
    const type = await createType(t.app.db, 'GDPR teszt');
    const appointment = await appointmentBetween(adviser, asker, type, '2026-11-10T09:00:00Z', 'completed');
    const upcoming = await appointmentBetween(adviser, asker, type, '2026-11-30T09:00:00Z');
    await t.app.db.insert(reviews).values({
      appointmentId: appointment.id,
      adviserId: adviser.adviser.id,
      clientId: asker.user.id,
      rating: 4,
      text: 'Kedves volt.',
      reply: 'Köszönöm, Törlendő Tanácsadó',
      repliedAt: new Date('2026-11-11T09:00:00Z'),
    });
    await t.app.db.insert(media).values({
      userId: adviser.user.id,
      type: 'profile',
      filename: 'arc.webp',
      path: 'avatars/torlendo.webp',
      mimeType: 'image/webp',
      sizeBytes: 10,
      width: 10,
      height: 10,
    });
    const res = await call('DELETE', `/api/admin/users/${adviser.user.id}`);
    expect(res.statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, adviser.user.id));
    expect(user).toMatchObject({
      name: 'Törölt felhasználó',
      email: `torolt-${adviser.user.id}@torolt.invalid`,
    });
    expect(user?.disabledAt).not.toBeNull();
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviser.adviser.id));
    expect(row).toMatchObject({ active: false, description: '', companyName: null, bankAccountNumber: null });
    expect(await t.app.db.select().from(media).where(eq(media.userId, adviser.user.id))).toEqual([]);
    const kept = await t.send('GET', `/api/appointments/${appointment.id}`, asker.auth);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.expert.name).toBe('Törölt felhasználó');
    // An upcoming booking is cancelled by the system and the other party is told.
    const [cancelled] = await t.app.db.select().from(appointments).where(eq(appointments.id, upcoming.id));
    expect(cancelled?.status).toBe('cancelled_by_system');
    expect((await t.mailsTo(asker.user.email)).some((mail) => /lemond/i.test(mail.subject))).toBe(true);
    // The stars stay; the texts go with the adviser's account (privacy notice: reviews are kept until then).
    const [review] = await t.app.db.select().from(reviews).where(eq(reviews.appointmentId, appointment.id));
    expect(review).toMatchObject({ rating: 4, text: '', reply: null });
    const search = await t.request({ method: 'GET', url: '/api/tanacsadok/search?search=Torlendo' });
    expect(search.json().totalCount).toBe(0);
    expect((await call('GET', `/api/admin/users/${adviser.user.id}`)).json().data.email).not.toContain(
      'pelda.hu',
    );
  });
});

describe('erasing an asker', () => {
  it('keeps their stars on the adviser but not their words or their name', async () => {
    const adviser = await createAdviser(t.app.db, { billing: true });
    const asker = await createAsker(t.app.db, { name: 'Értékelő Éva' });
    const type = await createType(t.app.db, 'GDPR értékelés');
    const appointment = await appointmentBetween(adviser, asker, type, '2026-11-12T09:00:00Z', 'completed');
    await t.app.db.insert(reviews).values({
      appointmentId: appointment.id,
      adviserId: adviser.adviser.id,
      clientId: asker.user.id,
      rating: 5,
      text: 'Kiváló, köszönöm! Éva',
    });
    expect((await call('DELETE', `/api/admin/users/${asker.user.id}`)).statusCode).toBe(200);
    const [review] = await t.app.db.select().from(reviews).where(eq(reviews.appointmentId, appointment.id));
    expect(review).toMatchObject({ rating: 5, text: '' });
    const shown = await t.request({ method: 'GET', url: `/api/tanacsadok/${adviser.adviser.id}/reviews` });
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json())).toContain('Törölt felhasználó');
    expect(JSON.stringify(shown.json())).not.toContain('Éva');
  });
});

describe('dashboard', () => {
  it('counts users, advisers, bookings, activation requests and expiring subscriptions', async () => {
    const res = await call('GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const [askers] = [await t.app.db.select().from(users).where(eq(users.role, 'kerdezo'))];
    expect(data.usersByRole.kerdezo).toBe(askers?.length);
    expect(data.bookingsPerDay).toHaveLength(30);
    expect(data.bookingsPerDay.at(-1).date).toBe('2026-11-22');
    const pending = await createAdviser(t.app.db, { active: false });
    await t.app.db
      .update(advisers)
      .set({ activationRequest: true, activationRequestDate: clock.now() })
      .where(eq(advisers.id, pending.adviser.id));
    await createAsker(t.app.db, { expiresInDays: 3 });
    const after = (await call('GET', '/api/admin/dashboard')).json().data;
    expect(after.pendingActivationRequests).toBe(data.pendingActivationRequests + 1);
    expect(after.subscriptionsExpiringIn7Days).toBe(data.subscriptionsExpiringIn7Days + 1);
  });
});
