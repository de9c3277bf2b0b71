import { LOCALE, TIME_ZONE } from './constants';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'HUF',
  maximumFractionDigits: 0,
});

/** '2026. november 22.' (Europe/Budapest). */
export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

/** '14:30' (Europe/Budapest). */
export function formatTime(value: Date | string): string {
  return timeFormat.format(new Date(value));
}

/** '2026. november 22. 14:30' (Europe/Budapest). */
export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** '2026. november 22-ig' ("until", Europe/Budapest): the date's closing dot gives way to the suffix. */
export function formatDateUntil(value: Date | string): string {
  return `${formatDate(value).replace(/\.$/, '')}-ig`;
}

/** '12 000 Ft' (forint has no minor unit in everyday prices). */
export function formatPrice(forints: number): string {
  return priceFormat.format(forints);
}

/** ISO weekdays (Monday = 1) with their Hungarian names, in week order. */
export const WEEKDAYS = [
  { day: 1, name: 'Hétfő' },
  { day: 2, name: 'Kedd' },
  { day: 3, name: 'Szerda' },
  { day: 4, name: 'Csütörtök' },
  { day: 5, name: 'Péntek' },
  { day: 6, name: 'Szombat' },
  { day: 7, name: 'Vasárnap' },
] as const;
