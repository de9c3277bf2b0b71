import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisers, appointmentReminders, auditLog, users } from '../../db/schema';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { createAsker, createBooking, createType } from '../../test/fixtures';
import { adminTestAppForSuite } from '../../test/test-app';

const VALID = {
  reminderOffsetsMinutes: [60, 1440],
  defaultMinNoticeHours: 12,
  defaultBufferMinutes: 15,
  defaultMaxAdvanceDays: 90,
  contactEmail: 'Ugyfelszolgalat@Pelda.hu ',
  maintenanceBanner: 'Vasárnap 22 és 23 óra között karbantartás miatt szünetel a foglalás.',
};

const { t, clock, admin } = adminTestAppForSuite('2026-11-22T09:00:00Z', 'Beállító Admin');

const put = (payload: object, headers = admin.auth) =>
  t.request({ method: 'PUT', url: '/api/admin/settings', headers, payload });

describe('platform settings', () => {
  it('starts with the defaults of the migration and is admin-only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      reminderOffsetsMinutes: [1440, 60],
      defaultMinNoticeHours: 24,
      defaultBufferMinutes: 0,
      defaultMaxAdvanceDays: 60,
      contactEmail: '',
      maintenanceBanner: '',
    });
    const asker = await createAsker(t.app.db);
    expect((await t.request({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await put(VALID, asker.auth)).statusCode).toBe(403);
  });

  it('refuses bad values with Hungarian field errors and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...VALID, reminderOffsetsMinutes: [] }, 'Legalább egy emlékeztető kell'],
      [{ ...VALID, reminderOffsetsMinutes: [60, 60] }, 'Két emlékeztető nem lehet ugyanakkor'],
      [{ ...VALID, reminderOffsetsMinutes: [4] }, 'legalább 5 perccel'],
      [{ ...VALID, reminderOffsetsMinutes: [10081] }, '10080 perccel'],
      [{ ...VALID, reminderOffsetsMinutes: [10, 20, 30, 40, 50, 60] }, 'Legfeljebb 5 emlékeztető'],
      [{ ...VALID, defaultMinNoticeHours: 721 }, 'Legfeljebb 720 óra'],
      [{ ...VALID, defaultBufferMinutes: -1 }, 'Legalább 0 perc'],
      [{ ...VALID, defaultMaxAdvanceDays: 0 }, 'Legalább 1 nap'],
      [{ ...VALID, contactEmail: 'nem-email' }, 'Érvénytelen e-mail cím'],
      [{ ...VALID, maintenanceBanner: 'x'.repeat(501) }, 'legfeljebb 500 karakter'],
    ];
    for (const [payload, text] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(text);
    }
    const after = await t.request({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(after.json().data.defaultMinNoticeHours).toBe(24);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).toEqual([]);
  });

  it('saves, audits before/after and publishes the banner and contact e-mail', async () => {
    const res = await put(VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      reminderOffsetsMinutes: [1440, 60],
      contactEmail: 'ugyfelszolgalat@pelda.hu',
      maintenanceBanner: VALID.maintenanceBanner,
    });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      entityType: 'platform_settings',
      entityId: '1',
      before: { defaultMinNoticeHours: 24, maintenanceBanner: '' },
      after: { defaultMinNoticeHours: 12, defaultBufferMinutes: 15, defaultMaxAdvanceDays: 90 },
    });
    const open = await t.request({ method: 'GET', url: '/api/settings/public' });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toEqual({
      maintenanceBanner: VALID.maintenanceBanner,
      contactEmail: 'ugyfelszolgalat@pelda.hu',
    });
  });

  it('gives new advisers the default booking settings (registration and admin-created)', async () => {
    await put(VALID);
    const email = `uj.tanacsado.${randomUUID()}@pelda.hu`;
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Új Tanácsadó',
        email,
        password: 'Hosszu-Jelszo-2026',
        role: 'tanacsado',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.app.db
      .select()
      .from(advisers)
      .where(eq(advisers.userId, user?.id ?? ''));
    expect(row).toMatchObject({ minNoticeHours: 12, bufferMinutes: 15, maxAdvanceDays: 90 });

    const created = await t.request({
      method: 'POST',
      url: '/api/tanacsadok',
      headers: admin.auth,
      payload: { name: 'Admin Által Felvett', email: `felvett.${randomUUID()}@pelda.hu` },
    });
    expect(created.statusCode).toBe(201);
    const [made] = await t.app.db.select().from(advisers).where(eq(advisers.id, created.json().data.id));
    expect(made).toMatchObject({ minNoticeHours: 12, bufferMinutes: 15, maxAdvanceDays: 90 });
  });
});

describe('reminder offsets', () => {
  it('sends the reminders at the configured offsets, each once (kind reminder_<minutes>)', async () => {
    await put({ ...VALID, reminderOffsetsMinutes: [180, 30] });
    const type = await createType(t.app.db, 'Emlékeztető teszt');
    const start = new Date(clock.now().getTime() + 10 * HOUR_MS);
    const { asker, appointment: row } = await createBooking(t.app.db, {
      typeId: type.id,
      start,
      createdAt: clock.now(),
    });
    const reminders = async () =>
      (await t.mailsTo(asker.user.email)).filter((m) => m.subject.startsWith('Emlékeztető')).length;
    const begin = clock.now();
    try {
      // 4 hours before: neither the 3-hour nor the 30-minute reminder is due (no 24 h one any more).
      clock.set(new Date(start.getTime() - 4 * HOUR_MS));
      await t.app.jobs.lifecycle.runOnce();
      expect(await reminders()).toBe(0);
      clock.set(new Date(start.getTime() - 3 * HOUR_MS + MINUTE_MS));
      await t.app.jobs.lifecycle.runOnce();
      await t.app.jobs.lifecycle.runOnce();
      expect(await reminders()).toBe(1);
      clock.set(new Date(start.getTime() - 29 * MINUTE_MS));
      await t.app.jobs.lifecycle.runOnce();
      await t.app.jobs.lifecycle.runOnce();
      expect(await reminders()).toBe(2);
      const kinds = await t.app.db
        .select({ kind: appointmentReminders.kind })
        .from(appointmentReminders)
        .where(and(eq(appointmentReminders.appointmentId, row.id)));
      expect(kinds.map((k) => k.kind).sort()).toEqual(['reminder_180', 'reminder_30']);
    } finally {
      clock.set(begin);
      await put(VALID);
    }
  });
});

describe('operator data and the legal documents', () => {
  it('saves the operator data and fills the legal documents with it; nothing in brackets reaches a visitor', async () => {
    const before = await t.request({ method: 'GET', url: '/api/settings/legal/aszf' });
    expect(before.statusCode).toBe(200);
    const empty = before.json().data;
    expect(empty).toMatchObject({ title: 'Általános Szerződési Feltételek', effectiveDate: '2026-11-22' });
    expect(empty.missing).toContain('Cégnév');
    const emptyHtml = empty.parts.map((part: { html: string }) => part.html).join('');
    expect(emptyHtml).not.toMatch(/\{\{|\[cégnév\]|\[szám\]/);

    const operator = {
      companyName: 'Példa Tanácsadó Kft.',
      seat: '1051 Budapest, Fő utca 1.',
      registrationNumber: '01-09-123456',
      taxNumber: '12345678-2-41',
      postalAddress: '1051 Budapest, Pf. 1.',
      hostingProvider: 'Tárhely Zrt.',
      emailProvider: 'Levél Kft.',
      paymentProvider: 'Fizető Zrt.',
      accountant: 'Könyv Bt.',
      dataProtectionContact: 'Adat Anna',
    };
    const saved = await put({ ...VALID, operator });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.operator).toEqual(operator);
    // Omitted: unchanged.
    expect((await put(VALID)).json().data.operator).toEqual(operator);
    expect((await put({ ...VALID, operator: { ...operator, seat: 'x'.repeat(301) } })).statusCode).toBe(400);

    for (const name of ['aszf', 'adatkezeles']) {
      const res = await t.request({ method: 'GET', url: `/api/settings/legal/${name}` });
      const doc = res.json().data;
      expect(doc.missing, name).toEqual([]);
      const html = doc.parts.map((part: { html: string }) => part.html).join('');
      expect(html).toContain('Példa Tanácsadó Kft.');
      expect(html).not.toMatch(/\{\{/);
    }
    expect((await t.request({ method: 'GET', url: '/api/settings/legal/nincs' })).statusCode).toBe(400);
  });
});
