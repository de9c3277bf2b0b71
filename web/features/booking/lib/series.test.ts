import { describe, expect, it } from 'vitest';
import {
  clampSeriesChoice,
  initialSeriesChoice,
  occurrenceCounts,
  occurrenceLines,
  offersSeries,
  type SeriesRule,
  seriesBlockedText,
  seriesPaymentText,
} from './series';

const weekly: SeriesRule = { intervalWeeks: [1], maxOccurrences: 6 };
const both: SeriesRule = { intervalWeeks: [2, 1], maxOccurrences: 3 };

describe('the booking page’s series choice', () => {
  it('offers a series only when the adviser allows one', () => {
    expect(offersSeries(null)).toBe(false);
    expect(offersSeries({ intervalWeeks: [], maxOccurrences: 0 })).toBe(false);
    expect(offersSeries(weekly)).toBe(true);
  });

  it('starts from the shortest interval and at most four occasions', () => {
    expect(initialSeriesChoice(weekly)).toEqual({ intervalWeeks: 1, occurrences: 4 });
    expect(initialSeriesChoice(both)).toEqual({ intervalWeeks: 1, occurrences: 3 });
    expect(initialSeriesChoice({ intervalWeeks: [2], maxOccurrences: 2 })).toEqual({
      intervalWeeks: 2,
      occurrences: 2,
    });
  });

  it('keeps a choice within a changed rule', () => {
    expect(clampSeriesChoice({ intervalWeeks: 2, occurrences: 10 }, weekly)).toEqual({
      intervalWeeks: 1,
      occurrences: 6,
    });
    expect(clampSeriesChoice({ intervalWeeks: 2, occurrences: 3 }, both)).toEqual({
      intervalWeeks: 2,
      occurrences: 3,
    });
  });

  it('lists the numbers of occasions from two to the maximum', () => {
    expect(occurrenceCounts(both)).toEqual([2, 3]);
    expect(occurrenceCounts({ intervalWeeks: [1], maxOccurrences: 12 })).toHaveLength(11);
  });

  it('says which occasions are taken, or nothing when all are free', () => {
    const free = { startTime: '2026-12-14T09:00:00.000Z', free: true };
    const taken = { startTime: '2026-12-21T09:00:00.000Z', free: false };
    const alsoTaken = { startTime: '2026-12-28T09:00:00.000Z', free: false };
    expect(seriesBlockedText([free])).toBeNull();
    expect(seriesBlockedText([free, taken])).toMatch(
      /^Ez az alkalom már foglalt: 2026\. december 21\., hétfő 10:00\. A sorozatot csak akkor/,
    );
    expect(seriesBlockedText([free, taken, alsoTaken])).toContain(
      'Ezek az alkalmak már foglaltak: 2026. december 21., hétfő 10:00; 2026. december 28., hétfő 10:00.',
    );
  });

  it('numbers the occasions of the confirmation', () => {
    expect(occurrenceLines(['2026-12-14T09:00:00.000Z', '2026-12-28T09:00:00.000Z'])).toEqual([
      '1. 2026. december 14., hétfő 10:00',
      '2. 2026. december 28., hétfő 10:00',
    ]);
  });

  it('tells that a priced series is paid per occasion', () => {
    expect(seriesPaymentText(4, '12 000 Ft')).toMatch(
      /^Az alkalmakat egyenként kell kifizetni: alkalmanként 12 000 Ft, 4 alkalom\./,
    );
  });
});
