import { describe, expect, it } from 'vitest';
import { refundForm } from './refund-form';

const messagesOf = (values: { amountHuf: number | string; reason: string }, left = 7_000) => {
  const result = refundForm(left).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the admin’s refund form', () => {
  it('takes an amount up to what is left, with a reason', () => {
    expect(refundForm(7_000).parse({ amountHuf: 7_000, reason: ' Panasz jogos ' })).toEqual({
      amountHuf: 7_000,
      reason: 'Panasz jogos',
    });
    expect(messagesOf({ amountHuf: 2_500, reason: 'Részben jogos' })).toEqual([]);
  });

  it('refuses more than what is left', () => {
    expect(messagesOf({ amountHuf: 7_001, reason: 'Panasz jogos' })).toEqual([
      'amountHuf: Legfeljebb 7000\u00a0Ft téríthető még vissza.',
    ]);
  });

  it('wants a whole, positive amount and a reason', () => {
    expect(messagesOf({ amountHuf: '', reason: 'Panasz jogos' })).toEqual([
      'amountHuf: Az összeg szám legyen',
    ]);
    expect(messagesOf({ amountHuf: 0, reason: 'Panasz jogos' })).toEqual([
      'amountHuf: Az összeg legalább 1 Ft legyen',
    ]);
    expect(messagesOf({ amountHuf: 10.5, reason: 'Panasz jogos' })).toEqual([
      'amountHuf: Az összeg egész forint legyen',
    ]);
    expect(messagesOf({ amountHuf: 1_000, reason: ' ' })).toEqual([
      'reason: Adja meg az indoklást (legalább 3 karakter)',
    ]);
  });
});
