import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog } from '../../db/schema';
import { type ManualClock, MINUTE_MS } from '../../lib/clock';
import { createBooking, createType, createUser } from '../../test/fixtures';
import { connect, emitAck, listen, nextEvent } from '../../test/sockets';
import { createTestAppAt, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
let clock: ManualClock;
let typeId: string;
const open: Socket[] = [];

beforeAll(async () => {
  ({ t, clock } = await createTestAppAt('2026-11-23T09:00:00Z'));
  url = await listen(t.app);
  typeId = (await createType(t.app.db, 'Életvezetési tanácsadás')).id;
});

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

afterAll(() => t.close());

async function socketOf(token: string) {
  const socket = await connect(url, { token });
  open.push(socket);
  return socket;
}

/** A confirmed hour starting `inMinutes` from now. */
async function meeting(inMinutes: number) {
  return createBooking(t.app.db, { typeId, start: new Date(clock.now().getTime() + inMinutes * MINUTE_MS) });
}

const appointmentAs = async (id: string, auth: Record<string, string>) => {
  const answer = await t.request({ method: 'GET', url: `/api/appointments/${id}`, headers: auth });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as {
    status: string;
    noShowBy: string | null;
    attendance: Record<string, string | null>;
  };
};

/** Runs `body` with the clock moved on by `ms`, then puts it back (the other tests keep their time). */
async function later(ms: number, body: () => Promise<void>) {
  const start = clock.now();
  clock.advance(ms);
  try {
    await body();
  } finally {
    clock.set(start);
  }
}

describe('attendance and automatic no-shows', () => {
  it('records when each party entered and left the room, and completes a meeting both attended', async () => {
    const { adviser, asker, appointment } = await meeting(5);
    const adviserSocket = await socketOf(adviser.token);
    const askerSocket = await socketOf(asker.token);
    expect(await emitAck(adviserSocket, 'room:join', { roomId: appointment.roomId })).toMatchObject({
      ok: true,
    });
    await later(7 * MINUTE_MS, async () => {
      expect(await emitAck(askerSocket, 'room:join', { roomId: appointment.roomId })).toMatchObject({
        ok: true,
      });
      // Entering again (a reload) keeps the first entry.
      clock.advance(MINUTE_MS);
      await emitAck(askerSocket, 'room:join', { roomId: appointment.roomId });
      const gone = nextEvent(adviserSocket, 'meeting:peer');
      clock.advance(40 * MINUTE_MS);
      await emitAck(askerSocket, 'room:leave', { roomId: appointment.roomId });
      await gone;

      const seen = await appointmentAs(appointment.id, asker.auth);
      expect(seen.attendance).toEqual({
        expertJoinedAt: '2026-11-23T09:00:00.000Z',
        expertLeftAt: null,
        clientJoinedAt: '2026-11-23T09:07:00.000Z',
        clientLeftAt: '2026-11-23T09:48:00.000Z',
      });
      // The adviser sees the same attendance.
      expect((await appointmentAs(appointment.id, adviser.auth)).attendance).toEqual(seen.attendance);

      clock.advance(20 * MINUTE_MS); // past the end
      await t.app.jobs.lifecycle.runOnce();
      const ended = await appointmentAs(appointment.id, asker.auth);
      expect(ended).toMatchObject({ status: 'completed', noShowBy: null });
    });
  });

  it('marks the party who never entered as a no-show after the end, visible to both and to the admin', async () => {
    const { adviser, asker, appointment } = await meeting(10);
    const absentAsker = await meeting(10);
    const nobody = await meeting(10);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const adviserSocket = await socketOf(adviser.token);
    await later(10 * MINUTE_MS, async () => {
      expect(await emitAck(adviserSocket, 'room:join', { roomId: appointment.roomId })).toMatchObject({
        ok: true,
      });
      const askerSocket = await socketOf(absentAsker.asker.token);
      await emitAck(askerSocket, 'room:join', { roomId: absentAsker.appointment.roomId });

      // Before the end nothing is decided.
      await t.app.jobs.lifecycle.runOnce();
      expect((await appointmentAs(appointment.id, asker.auth)).status).toBe('confirmed');

      clock.advance(61 * MINUTE_MS);
      await t.app.jobs.lifecycle.runOnce();
      expect(await appointmentAs(appointment.id, asker.auth)).toMatchObject({
        status: 'no_show',
        noShowBy: 'client',
      });
      expect(await appointmentAs(appointment.id, adviser.auth)).toMatchObject({ noShowBy: 'client' });
      expect(await appointmentAs(absentAsker.appointment.id, absentAsker.adviser.auth)).toMatchObject({
        status: 'no_show',
        noShowBy: 'expert',
      });
      expect(await appointmentAs(nobody.appointment.id, nobody.asker.auth)).toMatchObject({
        status: 'no_show',
        noShowBy: 'both',
      });
      // The date-range lists leave no-shows out unless asked for by status (SPEC), for both sides.
      const range = 'startDate=2026-11-23T00:00:00Z&endDate=2026-11-24T00:00:00Z';
      const listed = async (path: string, auth: Record<string, string>, status = '') => {
        const answer = await t.request({ method: 'GET', url: `${path}?${range}${status}`, headers: auth });
        expect(answer.statusCode).toBe(200);
        return (answer.json().data as { id: string; noShowBy: string | null }[]).filter(
          (a) => a.id === appointment.id,
        );
      };
      expect(await listed('/api/appointments/client', asker.auth)).toEqual([]);
      expect(await listed('/api/appointments/client', asker.auth, '&status=no_show')).toMatchObject([
        { noShowBy: 'client' },
      ]);
      expect(await listed('/api/appointments', adviser.auth, '&status=no_show')).toMatchObject([
        { noShowBy: 'client' },
      ]);
      const adminView = await t.send('GET', `/api/admin/appointments/${appointment.id}`, admin.auth);
      expect(adminView.json().data).toMatchObject({
        status: 'no_show',
        noShowBy: 'client',
        attendance: { expertJoinedAt: '2026-11-23T09:10:00.000Z', clientJoinedAt: null },
      });
    });
  });

  it('lets only an admin correct a no-show to held, after the end, with an audit entry', async () => {
    const { adviser, asker, appointment } = await meeting(-120);
    const admin = await createUser(t.app.db, { role: 'admin' });
    await t.app.jobs.lifecycle.runOnce();
    expect((await appointmentAs(appointment.id, asker.auth)).noShowBy).toBe('both');

    for (const who of [asker, adviser]) {
      const refused = await t.send(
        'POST',
        `/api/admin/appointments/${appointment.id}/attended`,
        who.auth,
        {},
      );
      expect(refused.statusCode).toBe(403);
    }
    const corrected = await t.send('POST', `/api/admin/appointments/${appointment.id}/attended`, admin.auth, {
      reason: 'Telefonon megtartották',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toMatchObject({ status: 'completed', noShowBy: null });
    const again = await t.send('POST', `/api/admin/appointments/${appointment.id}/attended`, admin.auth, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_NO_SHOW');

    // And the other way: the admin names who missed it.
    const marked = await t.send('POST', `/api/admin/appointments/${appointment.id}/no-show`, admin.auth, {
      party: 'expert',
      reason: 'Panasz alapján',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ status: 'no_show', noShowBy: 'expert' });
    const actions = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, appointment.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['appointment.attended', 'appointment.no_show']);
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row?.noShowBy).toBe('expert');
  });

  it('refuses to correct a meeting that has not ended', async () => {
    const { appointment } = await meeting(-10);
    const admin = await createUser(t.app.db, { role: 'admin' });
    await t.app.db.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, appointment.id));
    const early = await t.send('POST', `/api/admin/appointments/${appointment.id}/attended`, admin.auth, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NOT_ENDED');
  });
});
