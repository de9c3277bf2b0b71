import { noonOf } from '@common/budapest-time';
import { formatDate } from '@common/format';

/** '2026. november': the month's first day as the UI writes dates, without the day. */
export function formatMonth(month: string): string {
  return formatDate(noonOf(`${month}-01`)).replace(/ 1\.$/, '');
}
