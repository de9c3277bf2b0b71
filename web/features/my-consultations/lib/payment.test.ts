import type { Appointment } from '@common/api/appointments';
import { appointmentOf, consultationPayment } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import {
  BOOKED_INSIDE_DEADLINE,
  cancelConfirmText,
  cancelLocked,
  DEADLINE_PASSED,
  deadlineNote,
  RETURN_POLL_MS,
  refundOnCancel,
  returnPollInterval,
  returnState,
} from './payment';

// Kiss Anna's consultation on Sunday 22 November 2026, 10:00–11:00 Budapest time, cancellable until
// 10:00 the day before; booked on the 20th.
const START = '2026-11-22T09:00:00.000Z';
const DEADLINE = '2026-11-21T09:00:00.000Z';
const BEFORE_DEADLINE = Date.parse(DEADLINE) - 60_000;
const AFTER_DEADLINE = Date.parse(DEADLINE) + 60_000;

const appointment = (over: Partial<Appointment> = {}) =>
  appointmentOf({ startTime: START, changeDeadline: DEADLINE, ...over });

const paid = (over: Partial<Appointment> = {}) =>
  appointment({
    paymentStatus: 'paid',
    payment: consultationPayment({ paidAt: '2026-11-20T15:35:00.000Z' }),
    ...over,
  });
const unpaid = (over: Partial<Appointment> = {}) =>
  appointment({ status: 'pending', paymentStatus: 'pending', payment: consultationPayment(), ...over });

describe('cancelling a paid consultation', () => {
  it('gives the fee back before the deadline and nothing after it', () => {
    expect(refundOnCancel(paid(), BEFORE_DEADLINE)).toBe('full');
    expect(refundOnCancel(paid(), Date.parse(DEADLINE))).toBe('none');
    expect(refundOnCancel(paid(), AFTER_DEADLINE)).toBe('none');
  });

  it('with no deadline, gives it back until the start', () => {
    const open = paid({ changeDeadline: null });
    expect(refundOnCancel(open, Date.parse(START) - 1)).toBe('full');
    expect(refundOnCancel(open, Date.parse(START))).toBe('none');
  });

  it('has no fee to speak of when nothing was paid', () => {
    expect(refundOnCancel(appointment(), BEFORE_DEADLINE)).toBeNull();
    expect(refundOnCancel(unpaid(), BEFORE_DEADLINE)).toBeNull();
  });

  it('says in the confirmation what happens to the fee', () => {
    expect(cancelConfirmText(paid(), BEFORE_DEADLINE)).toBe(
      'Biztosan lemondja a(z) 2026. november 22. 10:00 időpontra szóló tanácsadást (Kiss Anna)? Ez a művelet nem vonható vissza. A díjat (12\u00a0000\u00a0Ft) teljes egészében visszatérítjük.',
    );
    expect(cancelConfirmText(paid(), AFTER_DEADLINE)).toMatch(
      /vissza\. A lemondási határidő lejárt: a díjat nem kapja vissza\.$/,
    );
    expect(cancelConfirmText(unpaid(), BEFORE_DEADLINE)).toMatch(
      /A díjat még nem fizette ki, így terhelés nem történik\.$/,
    );
    expect(cancelConfirmText(appointment(), BEFORE_DEADLINE)).toMatch(/Ez a művelet nem vonható vissza\.$/);
  });
});

describe('the cancel button after the deadline', () => {
  it('stays usable for a paid consultation and not for a free or unpaid one', () => {
    expect(cancelLocked(paid(), AFTER_DEADLINE)).toBe(false);
    expect(cancelLocked(appointment(), AFTER_DEADLINE)).toBe(true);
    expect(cancelLocked(unpaid(), AFTER_DEADLINE)).toBe(true);
    expect(cancelLocked(appointment(), BEFORE_DEADLINE)).toBe(false);
  });

  it('comes with a note that says what cancelling still does', () => {
    expect(deadlineNote(paid(), BEFORE_DEADLINE)).toBeNull();
    expect(deadlineNote(appointment(), AFTER_DEADLINE)).toBe(DEADLINE_PASSED);
    expect(deadlineNote(paid(), AFTER_DEADLINE)).toBe(
      'A lemondási határidő lejárt: lemondhatja, de a díjat nem kapja vissza.',
    );
    // Booked inside the deadline: never changeable, but a paid one may still be cancelled.
    const late = { createdAt: '2026-11-21T12:00:00.000Z' };
    expect(deadlineNote(appointment(late), AFTER_DEADLINE + 10 * 3_600_000)).toBe(BOOKED_INSIDE_DEADLINE);
    expect(deadlineNote(paid(late), AFTER_DEADLINE + 10 * 3_600_000)).toMatch(/a díjat nem kapja vissza\.$/);
  });
});

describe('back from the provider’s page', () => {
  const now = Date.parse('2026-11-20T15:40:00.000Z');
  const state = (a: Appointment | undefined, cancelled = false, timedOut = false) =>
    returnState(a, { cancelled, timedOut, now });

  it('waits for the notification for a minute, then says it is late', () => {
    expect(state(undefined)).toEqual({ kind: 'loading' });
    expect(state(unpaid())).toEqual({ kind: 'processing' });
    expect(state(unpaid(), false, true)).toEqual({ kind: 'slow' });
    expect(returnPollInterval(undefined, false)).toBe(RETURN_POLL_MS);
    expect(returnPollInterval('pending', false)).toBe(RETURN_POLL_MS);
    expect(returnPollInterval('pending', true)).toBe(false);
    expect(returnPollInterval('paid', false)).toBe(false);
    expect(returnPollInterval('failed', false)).toBe(false);
  });

  it('tells a payment that went through, or one that lapsed', () => {
    expect(state(paid())).toEqual({ kind: 'paid' });
    expect(state(unpaid({ paymentStatus: 'failed', status: 'cancelled_by_system' }))).toEqual({
      kind: 'failed',
    });
  });

  it('after giving up, says until when the time is held, or that it is free again', () => {
    expect(state(unpaid(), true)).toEqual({ kind: 'cancelledHeld', until: '2026-11-20T15:45:00.000Z' });
    const lapsed = unpaid({ paymentStatus: 'failed', status: 'cancelled_by_system' });
    expect(state(lapsed, true)).toEqual({ kind: 'cancelledFreed' });
    const holdOver = unpaid({ payment: consultationPayment({ holdExpiresAt: '2026-11-20T15:39:00.000Z' }) });
    expect(state(holdOver, true)).toEqual({ kind: 'cancelledFreed' });
    // Paid after all (another tab): that is what counts.
    expect(state(paid(), true)).toEqual({ kind: 'paid' });
  });

  it('has nothing to tell about a free consultation', () => {
    expect(state(appointment())).toEqual({ kind: 'none' });
  });
});
