import { WEEKDAYS } from '@common/format';

export interface ScheduleEntry {
  day: number;
  start: string;
  end: string;
}

export interface DaySummary {
  day: number;
  name: string;
  /** '09:00–12:00' per period, in start order; empty when the adviser does not work that day. */
  periods: string[];
}

/** The week of a work schedule, Monday to Sunday, each day's periods in order ("Zárva" when none). */
export function summariseSchedule(entries: readonly ScheduleEntry[]): DaySummary[] {
  return WEEKDAYS.map(({ day, name }) => ({
    day,
    name,
    periods: entries
      .filter((e) => e.day === day)
      // "HH:MM" orders as plain text; localeCompare would start ICU on the public profile (e2e public-pages).
      .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
      .map((e) => `${e.start}–${e.end}`),
  }));
}
