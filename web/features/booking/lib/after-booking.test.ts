import { describe, expect, it } from 'vitest';
import { afterBooking, isCheckoutUrl } from './after-booking';

const ORIGIN = 'https://tanacsado.example';
const payment = { amountHuf: 12_000 };

describe('after a booking', () => {
  it('goes to the payment page of a priced consultation', () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
    expect(afterBooking({ checkoutUrl: url, appointment: { payment } }, ORIGIN)).toEqual({
      next: 'checkout',
      url,
    });
    // The demo provider's page is on this site.
    expect(afterBooking({ checkoutUrl: '/fizetes/demo/a1', appointment: { payment } }, ORIGIN)).toEqual({
      next: 'checkout',
      url: '/fizetes/demo/a1',
    });
  });

  it('sends the asker to pay later when a priced booking came back without a payment page', () => {
    expect(afterBooking({ checkoutUrl: null, appointment: { payment } }, ORIGIN)).toEqual({
      next: 'payLater',
    });
    expect(afterBooking({ checkoutUrl: 'javascript:alert(1)', appointment: { payment } }, ORIGIN)).toEqual({
      next: 'payLater',
    });
  });

  it('behaves as before when there is nothing to pay', () => {
    expect(afterBooking({ checkoutUrl: null, appointment: { payment: null } }, ORIGIN)).toEqual({
      next: 'booked',
    });
    // The old server's "populate" answer: booked, with no appointment to show.
    expect(afterBooking({ checkoutUrl: null, appointment: null }, ORIGIN)).toEqual({ next: 'booked' });
  });

  it('follows only https addresses, this site over http, and paths of this site', () => {
    expect(isCheckoutUrl('https://checkout.stripe.com/x', ORIGIN)).toBe(true);
    expect(isCheckoutUrl('/fizetes/demo/1', ORIGIN)).toBe(true);
    expect(isCheckoutUrl('http://localhost:3161/fizetes/demo/1', 'http://localhost:3161')).toBe(true);
    expect(isCheckoutUrl('http://checkout.example/x', ORIGIN)).toBe(false);
    expect(isCheckoutUrl('//evil.example/x', ORIGIN)).toBe(false);
    expect(isCheckoutUrl('/\\evil.example/x', ORIGIN)).toBe(false);
    expect(isCheckoutUrl('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isCheckoutUrl('nem cím', ORIGIN)).toBe(false);
  });
});
