import { formatMonthDay, formatWeekdayDate, formatWeekdayMonthDay, weekBounds } from '@common/budapest-time';

/**
 * The adviser calendar's own view of its weeks and days in Europe/Budapest time. The date-key
 * arithmetic and the week labels are shared (common/budapest-time); what is here is the calendar's
 * appointments window and its day labels.
 */

/**
 * The appointments window of a displayed week (SPEC.md §9: Monday to Sunday): Monday 00:00 up to the
 * next Monday 00:00, Budapest time (the API lists appointments that start in [startDate, endDate)).
 */
export function weekRange(weekStart: string): { startDate: string; endDate: string } {
  const { start, end } = weekBounds(weekStart);
  return { startDate: start, endDate: end };
}

/** 'november 23.' (the grid's day headers, under the weekday). */
export function formatShortDate(key: string): string {
  return formatMonthDay(key);
}

/** 'Hétfő, 2026. november 23.' */
export function formatDayLabel(key: string): string {
  return formatWeekdayDate(key);
}

/** 'Hétfő, november 23.' (a day heading inside a week). */
export function formatDayHeading(key: string): string {
  return formatWeekdayMonthDay(key);
}
