import type { SeriesRule } from '@common/api/advisers';
import type { SeriesInterval } from '@common/api/series';
import { addDays, budapestDateKey, budapestLocalToIso, isoToBudapestLocal } from '@common/budapest-time';
import { AppError } from '../../lib/errors';

const WEEK_MS = 7 * 86_400_000;

/**
 * The starts of a series' occasions: the first one's Budapest wall-clock time on the same weekday every
 * `intervalWeeks` weeks, so 10:00 stays 10:00 across a change of daylight saving time.
 */
export function occurrenceStarts(first: Date, intervalWeeks: SeriesInterval, occurrences: number): Date[] {
  const clock = isoToBudapestLocal(first).slice(11);
  const day = budapestDateKey(first);
  return Array.from({ length: occurrences }, (_, index) => {
    if (index === 0) return first;
    const iso = budapestLocalToIso(`${addDays(day, index * 7 * intervalWeeks)}T${clock}`);
    // Past the year 9999 there is no such wall-clock text (and no free slot either): plain weeks then.
    return iso ? new Date(iso) : new Date(first.getTime() + index * intervalWeeks * WEEK_MS);
  });
}

/** The adviser's series rule of an offered type, as kept in `adviser_topics`; null: no series. */
export function seriesRuleOf(row: { seriesIntervalWeeks: number[]; seriesMaxOccurrences: number }) {
  if (row.seriesMaxOccurrences === 0 || row.seriesIntervalWeeks.length === 0) return null;
  return {
    intervalWeeks: [...row.seriesIntervalWeeks].sort() as SeriesRule['intervalWeeks'],
    maxOccurrences: row.seriesMaxOccurrences,
  } satisfies SeriesRule;
}

/** 400 unless the adviser allows this series of the type: the interval offered, no more occasions than allowed. */
export function assertSeriesAllowed(
  rule: SeriesRule | null | undefined,
  intervalWeeks: SeriesInterval,
  occurrences: number,
) {
  if (!rule) {
    throw new AppError(
      400,
      'SERIES_NOT_ALLOWED',
      'Ennél a tanácsadónál ez a tanácsadási típus nem foglalható ismétlődő sorozatként.',
    );
  }
  if (!rule.intervalWeeks.includes(intervalWeeks)) {
    throw new AppError(
      400,
      'SERIES_INTERVAL_NOT_ALLOWED',
      intervalWeeks === 1
        ? 'A tanácsadó ennél a típusnál nem enged heti sorozatot.'
        : 'A tanácsadó ennél a típusnál nem enged kéthetenkénti sorozatot.',
    );
  }
  if (occurrences > rule.maxOccurrences) {
    throw new AppError(
      400,
      'SERIES_TOO_LONG',
      `A tanácsadó ennél a típusnál legfeljebb ${rule.maxOccurrences} alkalmas sorozatot enged.`,
    );
  }
}
