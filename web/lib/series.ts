import { budapestDateKey, weekdayName } from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';

/**
 * Recurring series (issue 40 part 3) as every screen writes them: the booking page, the asker's and the
 * adviser's consultation cards and the adviser's settings. Only plain shapes here, no contract import.
 */

/** The repetitions an adviser may allow: every week or every second week. */
export const SERIES_INTERVALS = [1, 2] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];

/** The bounds of a series' number of occasions. */
export const SERIES_MIN_OCCURRENCES = 2;
export const SERIES_MAX_OCCURRENCES = 12;

const FREQUENCY: Record<SeriesInterval, string> = { 1: 'Hetente', 2: 'Kéthetente' };

/** 'Hetente' / 'Kéthetente' (a choice's label). */
export function frequencyLabel(intervalWeeks: number): string {
  return FREQUENCY[intervalWeeks as SeriesInterval] ?? `${intervalWeeks} hetente`;
}

/** 'hetente' / 'kéthetente' (inside a sentence or a badge). */
export function frequencyWord(intervalWeeks: number): string {
  return frequencyLabel(intervalWeeks).toLowerCase();
}

/** 'Sorozat 2/4 · hetente': which occasion of which series a consultation is. */
export function seriesBadgeText(series: { index: number; occurrences: number; intervalWeeks: number }): string {
  return `Sorozat ${series.index}/${series.occurrences} · ${frequencyWord(series.intervalWeeks)}`;
}

/** The same for a screen reader: 'Ismétlődő sorozat: 2. alkalom a 4 alkalomból, hetente'. */
export function seriesBadgeLabel(series: { index: number; occurrences: number; intervalWeeks: number }): string {
  return `Ismétlődő sorozat: ${series.index}. alkalom a ${series.occurrences} alkalomból, ${frequencyWord(series.intervalWeeks)}`;
}

/** One occasion's start: '2026. december 14., hétfő 10:00' (Europe/Budapest). */
export function formatOccurrence(startTime: string | Date): string {
  const day = weekdayName(budapestDateKey(startTime)).toLowerCase();
  return `${formatDate(startTime)}, ${day} ${formatTime(startTime)}`;
}
