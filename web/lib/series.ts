import { seriesIntervalLabel } from '@common/api/series';
import { budapestDateKey, weekdayName } from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';

/**
 * Recurring series (issue 40 part 3) as every screen writes them: the booking page, the asker's and the
 * adviser's consultation cards and the adviser's settings. The bounds and the interval's word are the
 * contract's (common/api/series.ts).
 */

/** 'Hetente' / 'Kéthetente' (a choice's label; inside a sentence it is `seriesIntervalLabel`). */
export function frequencyLabel(intervalWeeks: number): string {
  const word = seriesIntervalLabel(intervalWeeks);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'Sorozat 2/4 · hetente': which occasion of which series a consultation is. */
export function seriesBadgeText(series: {
  index: number;
  occurrences: number;
  intervalWeeks: number;
}): string {
  return `Sorozat ${series.index}/${series.occurrences} · ${seriesIntervalLabel(series.intervalWeeks)}`;
}

/** The same for a screen reader: 'Ismétlődő sorozat: 2. alkalom a 4 alkalomból, hetente'. */
export function seriesBadgeLabel(series: {
  index: number;
  occurrences: number;
  intervalWeeks: number;
}): string {
  return `Ismétlődő sorozat: ${series.index}. alkalom a ${series.occurrences} alkalomból, ${seriesIntervalLabel(series.intervalWeeks)}`;
}

/** One occasion's start: '2026. december 14., hétfő 10:00' (Europe/Budapest). */
export function formatOccurrence(startTime: string | Date): string {
  const day = weekdayName(budapestDateKey(startTime)).toLowerCase();
  return `${formatDate(startTime)}, ${day} ${formatTime(startTime)}`;
}
