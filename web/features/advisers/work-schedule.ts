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
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((e) => `${e.start}–${e.end}`),
  }));
}
