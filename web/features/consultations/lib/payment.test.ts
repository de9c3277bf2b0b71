import type { Appointment } from '@common/api/appointments';
import { consultationPayment } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import { confirmable, refundConfirmText, statusLabel } from './payment';

const booking = (over: Partial<Appointment>) =>
  ({ status: 'pending', paymentStatus: 'no_payment', payment: null, ...over }) as Appointment;
const unpaid = booking({ paymentStatus: 'pending', payment: consultationPayment() });
const paid = booking({
  paymentStatus: 'paid',
  payment: consultationPayment({ paidAt: '2026-11-20T15:40:00.000Z' }),
});

describe('an unpaid booking on the adviser’s list', () => {
  it('waits for the payment and cannot be confirmed yet', () => {
    expect(statusLabel(unpaid)).toBe('Fizetésre vár');
    expect(confirmable(unpaid, false)).toBe(false);
  });

  it('is confirmable once paid, as a free one always was (until its end)', () => {
    expect(statusLabel(paid)).toBe('Megerősítésre vár');
    expect(confirmable(paid, false)).toBe(true);
    expect(confirmable(booking({}), false)).toBe(true);
    expect(confirmable(paid, true)).toBe(false);
    expect(confirmable({ ...paid, status: 'confirmed' }, false)).toBe(false);
  });

  it('keeps its status’s own label once confirmed', () => {
    expect(statusLabel({ ...paid, status: 'confirmed' })).toBe('Megerősítve');
  });
});

describe('the adviser’s refund', () => {
  it('gives back the whole fee, or what is left of it', () => {
    expect(refundConfirmText(paid)).toBe('A teljes díjat (12\u00a0000\u00a0Ft) visszatérítjük a kérdezőnek.');
    const partly = {
      ...paid,
      payment: consultationPayment({
        paidAt: paid.payment?.paidAt,
        refundedHuf: 2_000,
        refundableHuf: 10_000,
      }),
    };
    expect(refundConfirmText(partly)).toBe(
      'A díj még vissza nem térített részét (10\u00a0000\u00a0Ft) visszatérítjük a kérdezőnek.',
    );
  });
});
