import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAdviser, createAppointmentBetween, createAsker, createType } from '../../test/fixtures';
import { adminTestAppForSuite } from '../../test/test-app';

const { t, admin, call } = adminTestAppForSuite('2026-11-22T11:00:00Z', 'Napló Admin');

const LOG = '/api/admin/audit-log';

interface Entry {
  action: string;
  entityType: string;
  entityId: string;
  actor: { id: string; name: string } | null;
  subject: { name: string; userId: string | null } | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
const entries = async (query: string) => {
  const res = await call('GET', `${LOG}?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json() as { data: Entry[]; page: number; totalPages: number; totalCount: number };
};

describe('GET /api/admin/audit-log', () => {
  it('is for admins only: guests 401, askers and advisers 403, the actors list too', async () => {
    const asker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    for (const url of [LOG, `${LOG}/actors`]) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.request({ method: 'GET', url, headers: asker.auth })).statusCode, url).toBe(403);
      expect((await t.request({ method: 'GET', url, headers: adviser.auth })).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('lists what admins did, newest first, with who did it and whom it was about; filters and pages', async () => {
    const asker = await createAsker(t.app.db, { name: 'Napló Kérdező' });
    const adviser = await createAdviser(t.app.db, { name: 'Napló Tanácsadó' });
    const type = await createType(t.app.db, 'Napló típus');
    const appointment = await createAppointmentBetween(
      t.app.db,
      { adviser, asker, type },
      new Date('2026-11-10T09:00:00Z'),
      { status: 'completed' },
    );
    // Three real admin changes: a user disabled and enabled, a payment status set.
    expect((await call('PATCH', `/api/admin/users/${asker.user.id}/disable`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${asker.user.id}/enable`)).statusCode).toBe(200);
    const paid = await call('POST', `/api/admin/appointments/${appointment.id}/payment-status`, {
      paymentStatus: 'paid',
      reason: 'Átutalás beérkezett',
    });
    expect(paid.statusCode).toBe(200);

    const all = await entries('limit=100');
    expect(all.data.slice(0, 3).map((e) => e.action)).toEqual([
      'appointment.payment_status',
      'user.enable',
      'user.disable',
    ]);
    expect(all.data[0]).toMatchObject({
      entityType: 'appointment',
      entityId: appointment.id,
      actor: { id: admin.user.id, name: 'Napló Admin' },
      subject: { name: 'Napló Tanácsadó – Napló Kérdező' },
      before: { paymentStatus: 'no_payment' },
      after: { paymentStatus: 'paid', reason: 'Átutalás beérkezett' },
    });
    expect(all.data[1]).toMatchObject({ subject: { name: 'Napló Kérdező', userId: asker.user.id } });

    // What: the kind of record, the action.
    const aboutUsers = await entries('entityType=user');
    expect(aboutUsers.data.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    const disables = await entries('action=user.disable');
    expect(disables).toMatchObject({ totalCount: 1, data: [{ entityId: asker.user.id }] });
    expect((await entries('entityType=user&action=appointment.payment_status')).totalCount).toBe(0);

    // Paging: one entry a page, the page numbers of DESIGN.md §4.
    const second = await entries('entityType=user&limit=1&page=2');
    expect(second).toMatchObject({ page: 2, totalPages: 2, totalCount: 2 });
    expect(second.data.map((e) => e.action)).toEqual(['user.disable']);
  });

  it('filters by who (an account, or the system) and when (from inclusive, to exclusive)', async () => {
    const other = await createAdviser(t.app.db, { name: 'Másik Admin Helyett' });
    const at = (iso: string) => new Date(iso);
    await t.app.db.insert(auditLog).values([
      {
        actorUserId: null,
        action: 'payment.refunded',
        entityType: 'payment',
        entityId: '00000000-0000-4000-8000-000000000001',
        before: { status: 'paid' },
        after: { status: 'refunded' },
        createdAt: at('2025-03-01T10:00:00Z'),
      },
      {
        actorUserId: other.user.id,
        action: 'account.export',
        entityType: 'user',
        entityId: other.user.id,
        after: { exportId: 'x' },
        createdAt: at('2025-03-02T10:00:00Z'),
      },
      {
        actorUserId: admin.user.id,
        action: 'settings.update',
        entityType: 'platform_settings',
        entityId: '1',
        createdAt: at('2025-03-03T10:00:00Z'),
      },
    ]);

    const system = await entries('actor=system');
    expect(system.data.map((e) => [e.action, e.actor])).toEqual([['payment.refunded', null]]);
    const byOther = await entries(`actor=${other.user.id}`);
    expect(byOther.data.map((e) => e.action)).toEqual(['account.export']);
    expect(byOther.data[0]?.actor).toEqual({ id: other.user.id, name: 'Másik Admin Helyett' });

    const march = (from: string, to: string) =>
      entries(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect((await march('2025-03-01T00:00:00+01:00', '2025-03-04T00:00:00+01:00')).totalCount).toBe(3);
    const middle = await march('2025-03-02T10:00:00Z', '2025-03-03T10:00:00Z');
    expect(middle.data.map((e) => e.action)).toEqual(['account.export']);
    const adminInMarch = await entries(
      `actor=${admin.user.id}&from=${encodeURIComponent('2025-03-01T00:00:00Z')}&to=${encodeURIComponent('2025-04-01T00:00:00Z')}`,
    );
    expect(adminInMarch.data.map((e) => e.action)).toEqual(['settings.update']);

    // The "Ki" filter's choices: everyone who appears as an actor, by name.
    const actors = await call('GET', `${LOG}/actors`);
    expect(actors.json().data.map((a: { name: string }) => a.name)).toEqual([
      'Másik Admin Helyett',
      'Napló Admin',
    ]);
    expect(actors.json().data[1]).toMatchObject({ id: admin.user.id, role: 'admin' });
  });

  it('refuses bad filters with a Hungarian message', async () => {
    const bad = async (query: string, field: string, message: RegExp) => {
      const res = await call('GET', `${LOG}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().details, query).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]),
      );
    };
    await bad('action=user.hack', 'querystring.action', /Ismeretlen művelet/);
    await bad('entityType=jelszo', 'querystring.entityType', /Ismeretlen rekordtípus/);
    await bad('actor=valaki', 'querystring.actor', /Érvénytelen végrehajtó/);
    await bad('from=tegnap', 'querystring.from', /ISO 8601/);
    await bad(
      `from=${encodeURIComponent('2025-03-02T00:00:00Z')}&to=${encodeURIComponent('2025-03-01T00:00:00Z')}`,
      'querystring.to',
      /záró dátum/,
    );
    await bad('limit=101', 'querystring.limit', /./);
  });
});
