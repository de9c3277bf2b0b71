import { describe, expect, it } from 'vitest';
import { formatOccurrence, frequencyLabel, seriesBadgeLabel, seriesBadgeText } from './series';

describe('recurring series texts', () => {
  it('writes an occasion with its Budapest date, weekday and time', () => {
    // 09:00Z is 10:00 in Budapest in winter, 11:00 in summer.
    expect(formatOccurrence('2026-12-14T09:00:00.000Z')).toBe('2026. december 14., hétfő 10:00');
    expect(formatOccurrence('2026-07-05T09:00:00.000Z')).toBe('2026. július 5., vasárnap 11:00');
    // Late evening UTC is already the next day in Budapest.
    expect(formatOccurrence('2026-12-14T23:30:00.000Z')).toBe('2026. december 15., kedd 00:30');
  });

  it('names the frequency and the occasion of a series', () => {
    expect(frequencyLabel(1)).toBe('Hetente');
    expect(frequencyLabel(2)).toBe('Kéthetente');
    const series = { index: 2, occurrences: 4, intervalWeeks: 1 };
    expect(seriesBadgeText(series)).toBe('Sorozat 2/4 · hetente');
    expect(seriesBadgeText({ ...series, intervalWeeks: 2 })).toBe('Sorozat 2/4 · kéthetente');
    expect(seriesBadgeLabel(series)).toBe('Ismétlődő sorozat: 2. alkalom a 4 alkalomból, hetente');
  });
});
