import { budapestDateKey, noonOf } from '@common/budapest-time';
import { formatDate } from '@common/format';

/** The month of a moment as the monthly summaries take it: 'YYYY-MM' (Europe/Budapest). */
export function monthOf(now: Date | number = Date.now()): string {
  return budapestDateKey(now).slice(0, 7);
}

/** 'YYYY-MM' moved by `by` months (negative: back), over year ends. */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026. november': the month's first day as the UI writes dates, without the day. */
export function formatMonth(month: string): string {
  return formatDate(noonOf(`${month}-01`)).replace(/ 1\.$/, '');
}
