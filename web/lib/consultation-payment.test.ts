import type { Appointment } from '@common/api/appointments';
import { describe, expect, it } from 'vitest';
import { awaitsPayment, payableNow, refundable, refundLeft } from './consultation-payment';
import { consultationPayment } from './test-fixtures';

const money = (paymentStatus: Appointment['paymentStatus'], payment: Appointment['payment']) => ({
  paymentStatus,
  payment,
});
const holdEnds = Date.parse('2026-11-20T15:45:00.000Z');

describe('an unpaid booking', () => {
  it('awaits payment only when it is priced and its payment is pending', () => {
    expect(awaitsPayment(money('pending', consultationPayment()))).toBe(true);
    expect(awaitsPayment(money('paid', consultationPayment({ paidAt: '2026-11-20T15:40:00.000Z' })))).toBe(
      false,
    );
    expect(awaitsPayment(money('failed', consultationPayment()))).toBe(false);
    // A free consultation (or one paid outside the portal, as before): nothing to pay here.
    expect(awaitsPayment(money('pending', null))).toBe(false);
    expect(awaitsPayment(money('no_payment', null))).toBe(false);
  });

  it('can be paid until its hold ends', () => {
    const unpaid = money('pending', consultationPayment());
    expect(payableNow(unpaid, holdEnds - 1)).toBe(true);
    expect(payableNow(unpaid, holdEnds)).toBe(false);
    expect(payableNow(money('failed', consultationPayment()), holdEnds - 60_000)).toBe(false);
  });
});

describe('a refund', () => {
  // Given or under way: what may no longer be refunded.
  const paid = (refunding: number, paymentStatus: Appointment['paymentStatus'] = 'paid') =>
    money(
      paymentStatus,
      consultationPayment({ paidAt: '2026-11-20T15:40:00.000Z', refundableHuf: 12_000 - refunding }),
    );

  it('can give back what is neither given back nor under way', () => {
    expect(refundLeft(consultationPayment())).toBe(12_000);
    // 5 000 Ft asked of the provider, 2 000 Ft of it confirmed so far.
    expect(refundLeft(consultationPayment({ refundedHuf: 2_000, refundableHuf: 7_000 }))).toBe(7_000);
    expect(refundLeft(consultationPayment({ refundableHuf: 0 }))).toBe(0);
  });

  it('is offered for a paid fee not all of it back yet', () => {
    expect(refundable(paid(0))).toBe(true);
    expect(refundable(paid(5_000))).toBe(true);
    expect(refundable(paid(12_000))).toBe(false);
    expect(refundable(paid(12_000, 'refunded'))).toBe(false);
  });

  it('is not offered for what was never paid through the portal', () => {
    expect(refundable(money('pending', consultationPayment()))).toBe(false);
    expect(refundable(money('failed', consultationPayment()))).toBe(false);
    // Marked paid by an admin for a consultation paid elsewhere: the portal holds no money of it.
    expect(refundable(money('paid', null))).toBe(false);
  });
});
