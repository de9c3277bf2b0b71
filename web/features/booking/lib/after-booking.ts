import { PAYMENT_HOLD_MINUTES } from '@common/constants';

/** What the booking page does after a successful booking (issue 38). */
export type AfterBooking =
  /** A priced consultation: the browser goes to the payment page (the time is held meanwhile). */
  | { next: 'checkout'; url: string }
  /** Priced, but no payment page came back: the asker pays from "Tanácsadásaim" within the hold. */
  | { next: 'payLater' }
  /** Nothing to pay: as before, to "Tanácsadásaim". */
  | { next: 'booked' };

export const PAY_LATER = `A foglalást rögzítettük, de a fizetési oldal most nem nyílt meg. A Tanácsadásaim oldalon ${PAYMENT_HOLD_MINUTES} percen belül kifizetheti, addig tartjuk az időpontot.`;

/**
 * A payment page address the browser may be sent to: the provider's (https; http only on this very
 * site, e.g. a local demo) or a path of this site (the demo provider's checkout). Anything else is not
 * followed (a javascript: or protocol-relative address would leave the page's control).
 */
export function isCheckoutUrl(url: string, origin: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.origin === origin);
  } catch {
    return false;
  }
}

export function afterBooking(
  answer: { checkoutUrl: string | null; appointment: { payment: unknown } | null },
  origin: string,
): AfterBooking {
  if (answer.checkoutUrl && isCheckoutUrl(answer.checkoutUrl, origin)) {
    return { next: 'checkout', url: answer.checkoutUrl };
  }
  return answer.appointment?.payment ? { next: 'payLater' } : { next: 'booked' };
}
