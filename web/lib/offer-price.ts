import type { ConsultationOffer } from '@common/api/advisers';
import { PAYMENT_HOLD_MINUTES } from '@common/constants';
import { formatPrice } from '@common/format';

/**
 * What an adviser's offers cost, as every screen says it (issue 38): the profile, the search card and
 * the booking page. Only types are imported from the contract: the public pages' bundle stays without zod.
 */

/** '12 000 Ft', or 'Ingyenes' for a free consultation. */
export function offerPriceText(priceHuf: number): string {
  return priceHuf > 0 ? formatPrice(priceHuf) : 'Ingyenes';
}

/** Said wherever an adviser has priced offers but cannot take payments yet. */
export const PAID_OFFERS_UNAVAILABLE =
  'A fizetős tanácsadások most nem foglalhatók: a tanácsadó még nem fogad online fizetést.';

/** An offer can be booked unless it costs money that the adviser cannot take yet (no ready payout account). */
export function isOfferBookable(
  offer: Pick<ConsultationOffer, 'priceHuf'>,
  acceptsPayments: boolean,
): boolean {
  return offer.priceHuf === 0 || acceptsPayments;
}

/** Whether some offer of the adviser is priced but cannot be booked now (PAID_OFFERS_UNAVAILABLE applies). */
export function hasUnbookablePaidOffer(adviser: {
  consultingTopics: readonly Pick<ConsultationOffer, 'priceHuf'>[];
  acceptsPayments: boolean;
}): boolean {
  return adviser.consultingTopics.some((offer) => !isOfferBookable(offer, adviser.acceptsPayments));
}

/** Before a priced booking is confirmed: the price and how it is paid. */
export function paymentTermsText(priceHuf: number): string {
  return `Díj: ${formatPrice(priceHuf)} — a foglalás után ${PAYMENT_HOLD_MINUTES} percen belül fizethet a biztonságos fizetési oldalon.`;
}
