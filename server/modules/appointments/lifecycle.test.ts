import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { HOUR_MS, type ManualClock, MINUTE_MS } from '../../lib/clock';
import { createBooking } from '../../test/fixtures';
import { appWithTypeForSuite, jobDependencies, type TestApp } from '../../test/test-app';
import { AppointmentLifecycle } from './lifecycle';

let t: TestApp;
let clock: ManualClock;
let type: { id: string };

appWithTypeForSuite('2026-11-22T09:00:00Z', 'Karriertanácsadás', (opened) => ({ t, clock, type } = opened));

/** An appointment booked now, starting `inMs` from now, lasting an hour. */
async function appointmentIn(inMs: number, status: 'pending' | 'confirmed' = 'confirmed') {
  const start = new Date(clock.now().getTime() + inMs);
  const booked = await createBooking(t.app.db, { typeId: type.id, start, status, createdAt: clock.now() });
  return { row: booked.appointment, adviser: booked.adviser, asker: booked.asker };
}

const statusOf = async (id: string) =>
  (
    await t.app.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id))
  )[0]?.status;
const reminderCount = async (email: string) =>
  (await t.mailsTo(email)).filter((m) => m.subject.startsWith('Emlékeztető')).length;

describe('appointment lifecycle', () => {
  it('sends the 24 h and the 1 h reminder to both parties exactly once, even with two instances', async () => {
    const { adviser, asker } = await appointmentIn(3 * 24 * HOUR_MS);
    const other = new AppointmentLifecycle(jobDependencies(t, clock));
    const start = clock.now();
    try {
      clock.advance(2 * 24 * HOUR_MS + MINUTE_MS);
      await Promise.all([t.app.jobs.lifecycle.runOnce(), other.runOnce()]);
      await t.app.jobs.lifecycle.runOnce();
      expect(await reminderCount(adviser.user.email)).toBe(1);
      expect(await reminderCount(asker.user.email)).toBe(1);
      clock.advance(23 * HOUR_MS);
      await Promise.all([t.app.jobs.lifecycle.runOnce(), other.runOnce()]);
      expect(await reminderCount(adviser.user.email)).toBe(2);
      expect(await reminderCount(asker.user.email)).toBe(2);
    } finally {
      clock.set(start);
    }
  });

  it('does not remind of a booking made after the reminder was due', async () => {
    const { asker } = await appointmentIn(5 * HOUR_MS);
    await t.app.jobs.lifecycle.runOnce();
    expect(await reminderCount(asker.user.email)).toBe(0);
  });

  it('does not remind of a booking whose payment is still awaited (its hold may lapse)', async () => {
    const { row, asker } = await appointmentIn(30 * MINUTE_MS, 'pending');
    await t.app.db.update(appointments).set({ paymentStatus: 'pending' }).where(eq(appointments.id, row.id));
    // Booked before the 1 h reminder was due would be reminded at once, were it paid.
    await t.app.db
      .update(appointments)
      .set({ createdAt: new Date(clock.now().getTime() - 2 * HOUR_MS) })
      .where(eq(appointments.id, row.id));
    await t.app.jobs.lifecycle.runOnce();
    expect(await reminderCount(asker.user.email)).toBe(0);
    await t.app.db.update(appointments).set({ paymentStatus: 'paid' }).where(eq(appointments.id, row.id));
    await t.app.jobs.lifecycle.runOnce();
    expect(await reminderCount(asker.user.email)).toBe(1);
  });

  it('completes confirmed appointments that ended, and cancels unconfirmed ones that started, telling both', async () => {
    const confirmed = await appointmentIn(2 * HOUR_MS, 'confirmed');
    // Both parties were in the meeting (attendance.test drives the real room).
    const joined = new Date(confirmed.row.startTime.getTime() + MINUTE_MS);
    await t.app.db
      .update(appointments)
      .set({ clientJoinedAt: joined, expertJoinedAt: joined })
      .where(eq(appointments.id, confirmed.row.id));
    const pending = await appointmentIn(2 * HOUR_MS, 'pending');
    const start = clock.now();
    try {
      clock.advance(2 * HOUR_MS + MINUTE_MS);
      await t.app.jobs.lifecycle.runOnce();
      expect(await statusOf(pending.row.id)).toBe('cancelled_by_system');
      expect(await statusOf(confirmed.row.id)).toBe('confirmed');
      expect((await t.mailsTo(pending.asker.user.email))[0]?.subject).toContain('Időpont törölve');
      expect((await t.mailsTo(pending.adviser.user.email))[0]?.subject).toContain('Időpont törölve');
      clock.advance(HOUR_MS);
      await t.app.jobs.lifecycle.runOnce();
      expect(await statusOf(confirmed.row.id)).toBe('completed');
    } finally {
      clock.set(start);
    }
  });
});
