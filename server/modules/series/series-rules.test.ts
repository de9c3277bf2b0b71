import { describe, expect, it } from 'vitest';
import { assertSeriesAllowed, occurrenceStarts, seriesRuleOf } from './series-rules';

describe('occurrence starts', () => {
  it('keep the Budapest wall-clock time across the end of daylight saving time', () => {
    // Monday 19 October 2026 10:00 CEST; summer time ends on Sunday 25 October.
    const starts = occurrenceStarts(new Date('2026-10-19T08:00:00Z'), 1, 3);
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-10-19T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ]);
  });

  it('step two weeks at a time every other week, into the summer time', () => {
    const starts = occurrenceStarts(new Date('2027-03-22T08:00:00Z'), 2, 2);
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-04-05T07:00:00.000Z',
    ]);
  });
});

describe('series rule', () => {
  it('is off when either half is empty, and refuses what it does not allow', () => {
    expect(seriesRuleOf({ seriesIntervalWeeks: [], seriesMaxOccurrences: 0 })).toBeNull();
    const rule = seriesRuleOf({ seriesIntervalWeeks: [2, 1], seriesMaxOccurrences: 4 });
    expect(rule).toEqual({ intervalWeeks: [1, 2], maxOccurrences: 4 });
    expect(() => assertSeriesAllowed(rule, 1, 4)).not.toThrow();
    expect(() => assertSeriesAllowed(rule, 1, 5)).toThrow('legfeljebb 4 alkalmas');
    expect(() => assertSeriesAllowed(null, 1, 2)).toThrow('nem foglalható ismétlődő sorozatként');
    expect(() => assertSeriesAllowed({ intervalWeeks: [1], maxOccurrences: 4 }, 2, 2)).toThrow(
      'kéthetenkénti',
    );
  });
});
