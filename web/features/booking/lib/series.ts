import type { SeriesRule } from '@common/api/advisers';
import { SERIES_MIN_OCCURRENCES, type SeriesInterval } from '@common/api/series';
import { PAYMENT_HOLD_MINUTES, SERIES_PAYMENT_DUE_HOURS } from '@common/constants';
import { formatOccurrence } from '@web/lib/series';

/**
 * The booking page's series choice (issue 40 part 3): what the asker may pick for an offered type whose
 * adviser allows series, and how the preview's occasions read.
 */

/** The adviser's rule of one offered type (the offer's `series`). */
export type { SeriesRule };

/** What the asker picked: how often and how many times (the first slot is the chosen one). */
export interface SeriesChoice {
  intervalWeeks: SeriesInterval;
  occurrences: number;
}

/** One occasion of the preview. */
export interface PreviewOccurrence {
  startTime: string;
  free: boolean;
}

/** A rule the page can offer: some interval and at least two occasions. */
export function offersSeries(rule: SeriesRule | null | undefined): rule is SeriesRule {
  return Boolean(rule && rule.intervalWeeks.length > 0 && rule.maxOccurrences >= SERIES_MIN_OCCURRENCES);
}

/** The choice a newly opened panel starts from: the rule's first interval, four occasions (or fewer if allowed). */
export function initialSeriesChoice(rule: SeriesRule): SeriesChoice {
  return {
    intervalWeeks: [...rule.intervalWeeks].sort((a, b) => a - b)[0] ?? 1,
    occurrences: Math.max(SERIES_MIN_OCCURRENCES, Math.min(4, rule.maxOccurrences)),
  };
}

/** A choice kept within the rule (after the type or the adviser's rule changed). */
export function clampSeriesChoice(choice: SeriesChoice, rule: SeriesRule): SeriesChoice {
  const intervalWeeks = rule.intervalWeeks.includes(choice.intervalWeeks)
    ? choice.intervalWeeks
    : initialSeriesChoice(rule).intervalWeeks;
  const occurrences = Math.min(Math.max(choice.occurrences, SERIES_MIN_OCCURRENCES), rule.maxOccurrences);
  return { intervalWeeks, occurrences };
}

/** The numbers of occasions to choose from: 2 … the adviser's maximum. */
export function occurrenceCounts(rule: SeriesRule): number[] {
  const counts: number[] = [];
  for (let n = SERIES_MIN_OCCURRENCES; n <= rule.maxOccurrences; n += 1) counts.push(n);
  return counts;
}

/** The occasions already taken (in time order, as the preview lists them). */
export function takenOccurrences<T extends PreviewOccurrence>(occurrences: readonly T[]): T[] {
  return occurrences.filter((occurrence) => !occurrence.free);
}

/**
 * Why the series cannot be booked as it is (null: every occasion is free): the taken dates named, and
 * what the asker can do.
 */
export function seriesBlockedText(occurrences: readonly PreviewOccurrence[]): string | null {
  const taken = takenOccurrences(occurrences);
  if (taken.length === 0) return null;
  const dates = taken.map((occurrence) => formatOccurrence(occurrence.startTime)).join('; ');
  const which =
    taken.length === 1 ? `Ez az alkalom már foglalt: ${dates}.` : `Ezek az alkalmak már foglaltak: ${dates}.`;
  return `${which} A sorozatot csak akkor foglalhatja le, ha minden alkalma szabad: válasszon másik kezdő időpontot, gyakoriságot vagy kevesebb alkalmat.`;
}

/** The confirmation's line of one occasion: '1. 2026. december 14., hétfő 10:00'. */
export function occurrenceLines(startTimes: readonly string[]): string[] {
  return startTimes.map((startTime, index) => `${index + 1}. ${formatOccurrence(startTime)}`);
}

/**
 * Said before a priced series is booked: each occasion has its own payment and its own hold (the server
 * holds every occasion's time for the payment's minutes, as with a single booking).
 */
export function seriesPaymentText(occurrences: number, priceText: string): string {
  return `Az alkalmakat egyenként kell kifizetni: alkalmanként ${priceText}, ${occurrences} alkalom. Az első alkalom fizetési oldala a foglalás után azonnal megnyílik (${PAYMENT_HOLD_MINUTES} percen belül fizethető); a többit a Tanácsadásaim oldalon, legkésőbb ${SERIES_PAYMENT_DUE_HOURS} órával a kezdésük előtt fizetheti ki, addig tartjuk az időpontjukat.`;
}
