import { describe, expect, it } from 'vitest';
import { initialTopicsValues, needsPayoutAccount, type TopicsValues, topicsForm } from './topics-form';

const LEGAL = '11111111-1111-4111-8111-111111111111';
const TAX = '22222222-2222-4222-8222-222222222222';
const FAMILY = '33333333-3333-4333-8333-333333333333';

const check = (values: TopicsValues) => topicsForm.safeParse(values);
const errorsOf = (values: TopicsValues) => {
  const result = check(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the topics and prices form', () => {
  it('starts from the offered types and their prices', () => {
    expect(
      initialTopicsValues([
        { id: LEGAL, priceHuf: 12_000 },
        { id: TAX, priceHuf: 0 },
      ]),
    ).toEqual({ topics: [LEGAL, TAX], prices: { [LEGAL]: 12_000, [TAX]: 0 } });
  });

  it('sends the ticked types and the price of each (a newly ticked one free), not the unticked ones', () => {
    const result = check({
      topics: [LEGAL, FAMILY],
      prices: { [LEGAL]: 12_000, [TAX]: 5_000 },
    });
    expect(result.success && result.data).toEqual({
      topics: [LEGAL, FAMILY],
      prices: [
        { typeId: LEGAL, priceHuf: 12_000 },
        { typeId: FAMILY, priceHuf: 0 },
      ],
    });
  });

  it("puts the shared rule's Hungarian message under the price that breaks it", () => {
    const range = 'Az ár 0 Ft (ingyenes) vagy 500 és 2000000 Ft közötti összeg legyen';
    expect(errorsOf({ topics: [LEGAL, TAX], prices: { [LEGAL]: 100, [TAX]: 500 } })).toEqual({
      [`prices.${LEGAL}`]: range,
    });
    expect(errorsOf({ topics: [LEGAL], prices: { [LEGAL]: -500 } })).toEqual({ [`prices.${LEGAL}`]: range });
    expect(errorsOf({ topics: [LEGAL], prices: { [LEGAL]: 2_000_001 } })).toEqual({
      [`prices.${LEGAL}`]: range,
    });
    expect(errorsOf({ topics: [LEGAL], prices: { [LEGAL]: 1500.5 } })).toEqual({
      [`prices.${LEGAL}`]: 'Az ár egész forint legyen',
    });
    // An emptied field is not taken as free.
    expect(errorsOf({ topics: [LEGAL], prices: { [LEGAL]: '' } })).toEqual({
      [`prices.${LEGAL}`]: 'Az ár szám legyen',
    });
    // An unticked type's price is not checked.
    expect(errorsOf({ topics: [LEGAL], prices: { [LEGAL]: 0, [TAX]: 100 } })).toEqual({});
  });

  it('refuses more than ten types with the shared message', () => {
    const many = Array.from(
      { length: 11 },
      (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    );
    expect(errorsOf({ topics: many, prices: {} })).toEqual({
      topics: 'Legfeljebb 10 tanácsadási terület választható',
    });
  });

  it('asks for a payout account only when a ticked type has a price', () => {
    expect(needsPayoutAccount([LEGAL], { [LEGAL]: 12_000 })).toBe(true);
    expect(needsPayoutAccount([LEGAL], { [LEGAL]: 0, [TAX]: 12_000 })).toBe(false);
    expect(needsPayoutAccount([LEGAL, TAX], { [LEGAL]: '' })).toBe(false);
    expect(needsPayoutAccount([], {})).toBe(false);
  });
});
