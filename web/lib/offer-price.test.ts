import { describe, expect, it } from 'vitest';
import { hasUnbookablePaidOffer, isOfferBookable, offerPriceText, paymentTermsText } from './offer-price';

// formatPrice groups thousands with a no-break space, as Hungarian does.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('offer prices', () => {
  it('says a price in forints, and a free offer as free', () => {
    expect(plain(offerPriceText(12_000))).toBe('12 000 Ft');
    expect(plain(offerPriceText(500))).toBe('500 Ft');
    expect(offerPriceText(0)).toBe('Ingyenes');
  });

  it('lets a priced offer be booked only while the adviser takes payments', () => {
    expect(isOfferBookable({ priceHuf: 0 }, false)).toBe(true);
    expect(isOfferBookable({ priceHuf: 0 }, true)).toBe(true);
    expect(isOfferBookable({ priceHuf: 8_000 }, true)).toBe(true);
    expect(isOfferBookable({ priceHuf: 8_000 }, false)).toBe(false);
  });

  it('finds an adviser whose priced offers cannot be booked yet', () => {
    const offers = [{ priceHuf: 0 }, { priceHuf: 12_000 }];
    expect(hasUnbookablePaidOffer({ consultingTopics: offers, acceptsPayments: false })).toBe(true);
    expect(hasUnbookablePaidOffer({ consultingTopics: offers, acceptsPayments: true })).toBe(false);
    expect(hasUnbookablePaidOffer({ consultingTopics: [{ priceHuf: 0 }], acceptsPayments: false })).toBe(
      false,
    );
    expect(hasUnbookablePaidOffer({ consultingTopics: [], acceptsPayments: false })).toBe(false);
  });

  it('tells the price and the payment window before a priced booking', () => {
    expect(plain(paymentTermsText(12_000))).toBe(
      'Díj: 12 000 Ft — a foglalás után 15 percen belül fizethet a biztonságos fizetési oldalon.',
    );
  });
});
