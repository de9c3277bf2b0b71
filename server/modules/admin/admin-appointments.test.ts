import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { HOUR_MS } from '../../lib/clock';
import { createAdviser, createAppointment, createAsker, createType } from '../../test/fixtures';
import { connect, listen } from '../../test/sockets';
import { adminTestAppForSuite } from '../../test/test-app';

let typeId: string;

const { t, clock, admin, call, auditOf } = adminTestAppForSuite('2026-11-22T11:00:00Z', 'Időpont Admin');

beforeAll(async () => {
  typeId = (await createType(t.app.db, 'Életvezetés')).id;
});

const at = (hoursFromNow: number) => new Date(clock.now().getTime() + hoursFromNow * HOUR_MS);

async function pair(adviserName = 'Teszt Tanácsadó', askerName = 'Teszt Kérdező') {
  const adviser = await createAdviser(t.app.db, { name: adviserName, topicIds: [typeId] });
  const asker = await createAsker(t.app.db, { name: askerName, expiresInDays: 30 });
  return { adviser, asker };
}

type Pair = Awaited<ReturnType<typeof pair>>;

/** An appointment between the two, `hoursFromNow` from the manual clock's now (confirmed unless said). */
const appointmentOf = (
  adviser: Pair['adviser'],
  asker: Pair['asker'],
  hoursFromNow: number,
  status?: (typeof appointments.$inferInsert)['status'],
) =>
  createAppointment(t.app.db, {
    adviserId: adviser.adviser.id,
    clientId: asker.user.id,
    typeId,
    start: at(hoursFromNow),
    ...(status ? { status } : {}),
  });

describe('admin appointments', () => {
  it('lists every appointment with both parties, filtered, searched, sorted and paged', async () => {
    const { adviser, asker } = await pair('Bence Szűrő', 'Kata Szűrt');
    const other = await pair('Másik Tanácsadó', 'Másik Kérdező');
    const first = await appointmentOf(adviser, asker, 24, 'confirmed');
    const second = await appointmentOf(adviser, asker, 48, 'pending');
    await t.app.db.update(appointments).set({ paymentStatus: 'paid' }).where(eq(appointments.id, second.id));
    await appointmentOf(other.adviser, other.asker, 72, 'cancelled_by_client');

    const mine = await call('GET', `/api/admin/appointments?expertId=${adviser.adviser.id}&sortOrder=asc`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ totalCount: 2, page: 1, totalPages: 1 });
    expect(mine.json().data[0]).toMatchObject({
      id: first.id,
      expert: { name: 'Bence Szűrő', email: adviser.user.email },
      client: { id: asker.user.id, name: 'Kata Szűrt' },
      consultationType: { name: 'Életvezetés' },
      status: 'confirmed',
      paymentStatus: 'no_payment',
    });
    const ids = async (query: string) =>
      (await call('GET', `/api/admin/appointments?${query}`)).json().data.map((a: { id: string }) => a.id);
    expect(await ids(`clientId=${asker.user.id}&status=pending`)).toEqual([second.id]);
    expect(await ids('search=szurt&paymentStatus=paid')).toEqual([second.id]);
    expect(await ids(`search=bence&from=${encodeURIComponent(at(36).toISOString())}`)).toEqual([second.id]);
    expect(await ids(`search=bence&to=${encodeURIComponent(at(36).toISOString())}`)).toEqual([first.id]);
    // Cancelled ones are listed too (unlike the parties' date-range lists).
    expect(await ids('status=cancelled_by_client&search=masik')).toHaveLength(1);
    const paged = await call('GET', `/api/admin/appointments?expertId=${adviser.adviser.id}&limit=1&page=2`);
    expect(paged.json()).toMatchObject({ page: 2, totalPages: 2, data: [{ id: first.id }] });
    const bad = await call(
      'GET',
      '/api/admin/appointments?from=2026-12-01T00:00:00Z&to=2026-11-01T00:00:00Z',
    );
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/appointments?status=torolt')).statusCode).toBe(400);
  });

  it('cancels as the system: both parties are mailed and their screens told, the change is audited', async () => {
    const { adviser, asker } = await pair();
    const appointment = await appointmentOf(adviser, asker, 30);
    const server = await listen(t.app);
    const socket = await connect(server, { token: asker.token });
    const told = new Promise<{ appointmentId: string }>((resolve) => socket.once('booking:update', resolve));
    const res = await call('POST', `/api/admin/appointments/${appointment.id}/cancel`, {
      reason: 'A tanácsadó megbetegedett.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled_by_system');
    expect((await told).appointmentId).toBe(appointment.id);
    socket.disconnect();
    for (const email of [asker.user.email, adviser.user.email]) {
      const [mail] = await t.mailsTo(email);
      expect(mail?.subject).toMatch(/^Időpont lemondva/);
      expect(mail?.text).toContain('A portál üzemeltetője lemondta');
      expect(mail?.text).toContain('Indoklás: A tanácsadó megbetegedett.');
    }
    const [entry] = await auditOf(appointment.id);
    expect(entry).toMatchObject({
      action: 'appointment.cancel',
      entityType: 'appointment',
      actorUserId: admin.user.id,
      before: { status: 'confirmed' },
      after: { status: 'cancelled_by_system', reason: 'A tanácsadó megbetegedett.' },
    });
    const again = await call('POST', `/api/admin/appointments/${appointment.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(await auditOf(appointment.id)).toHaveLength(1);
    const detail = await call('GET', `/api/admin/appointments/${appointment.id}`);
    expect(detail.json().data.history).toMatchObject([
      { action: 'appointment.cancel', actor: { id: admin.user.id, name: 'Időpont Admin' } },
    ]);
  });

  it('marks a no-show only once the appointment has started', async () => {
    const { adviser, asker } = await pair();
    const future = await appointmentOf(adviser, asker, 5);
    const early = await call('POST', `/api/admin/appointments/${future.id}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NOT_STARTED');
    const past = await appointmentOf(adviser, asker, -3, 'completed');
    const res = await call('POST', `/api/admin/appointments/${past.id}/no-show`, {
      reason: 'Nem csatlakozott.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('no_show');
    expect(await auditOf(past.id)).toMatchObject([
      { action: 'appointment.no_show', before: { status: 'completed' }, after: { status: 'no_show' } },
    ]);
    expect((await call('POST', `/api/admin/appointments/${past.id}/no-show`)).statusCode).toBe(409);
  });

  it('changes the payment status with a required reason, audited', async () => {
    const { adviser, asker } = await pair();
    const appointment = await appointmentOf(adviser, asker, -30, 'completed');
    const url = `/api/admin/appointments/${appointment.id}/payment-status`;
    const noReason = await call('POST', url, { paymentStatus: 'refunded', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('body.reason');
    expect((await call('POST', url, { paymentStatus: 'ingyen', reason: 'Panasz' })).statusCode).toBe(400);
    const res = await call('POST', url, { paymentStatus: 'refunded', reason: 'Panasz miatt visszatérítve' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentStatus).toBe('refunded');
    expect(await auditOf(appointment.id)).toMatchObject([
      {
        action: 'appointment.payment_status',
        before: { paymentStatus: 'no_payment' },
        after: { paymentStatus: 'refunded', reason: 'Panasz miatt visszatérítve' },
      },
    ]);
    const same = await call('POST', url, { paymentStatus: 'refunded', reason: 'Még egyszer' });
    expect(same.statusCode).toBe(409);
    expect(
      (await call('GET', '/api/admin/appointments/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
