import { appointmentOf } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import { cancelRestDates, cancelRestMoneyText, cancelRestQuestion, restOfSeries } from './series-cancel';

// Four weekly Mondays at 10:00 Budapest time.
const week = (n: number) =>
  new Date(Date.parse('2026-12-07T09:00:00.000Z') + n * 7 * 86_400_000).toISOString();
const occasion = (n: number, over: Parameters<typeof appointmentOf>[0] = {}) =>
  appointmentOf({ id: `a${n}`, startTime: week(n), status: 'pending', ...over });

describe('cancelling the rest of a series', () => {
  it('takes the chosen occasion and every later live one, in time order', () => {
    const list = [occasion(4), occasion(1), occasion(3, { status: 'cancelled_by_client' }), occasion(2)];
    expect(restOfSeries(list, occasion(2)).map((a) => a.id)).toEqual(['a2', 'a4']);
    expect(restOfSeries(list, occasion(4)).map((a) => a.id)).toEqual(['a4']);
  });

  it('names how many occasions and when', () => {
    expect(cancelRestQuestion(2, 'Kiss Anna')).toBe(
      'Biztosan lemondja a sorozat hátralévő 2 alkalmát (Kiss Anna)? Ez a művelet nem vonható vissza.',
    );
    expect(cancelRestDates([occasion(2), occasion(3)])).toEqual([
      '2026. december 21., hétfő 10:00',
      '2026. december 28., hétfő 10:00',
    ]);
  });

  it('says what happens to the fees', () => {
    const payment = {
      amountHuf: 12_000,
      feeHuf: 1_200,
      refundedHuf: 0,
      holdExpiresAt: week(0),
      receiptUrl: null,
    } as unknown as NonNullable<ReturnType<typeof appointmentOf>['payment']>;
    expect(cancelRestMoneyText([occasion(1)])).toBeNull();
    expect(
      cancelRestMoneyText([
        occasion(1, { paymentStatus: 'paid', payment }),
        occasion(2, { paymentStatus: 'paid', payment }),
      ])?.replace(/\u00a0/g, ' '),
    ).toBe('A kifizetett alkalmak díját (24 000 Ft) teljes egészében visszatérítjük.');
    expect(cancelRestMoneyText([occasion(1, { paymentStatus: 'pending', payment })])).toBe(
      'A még ki nem fizetett alkalmakért terhelés nem történik.',
    );
  });
});
