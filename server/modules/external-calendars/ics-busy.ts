import { TIME_ZONE } from '@common/constants';
import { DateTime } from 'luxon';
import ical from 'node-ical';
import type { Interval } from '../schedule/slots';
import { CalendarFetchError } from './safe-fetch';

/** More busy blocks than this in the horizon is not a personal calendar: the rest is dropped. */
export const MAX_BUSY_BLOCKS = 5_000;

/** A date-only value (all-day event) names a calendar day: that day in Budapest, wherever this runs. */
function budapestDayStart(value: Date): Date {
  return DateTime.fromObject(
    { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() },
    { zone: TIME_ZONE },
  ).toJSDate();
}

/**
 * The busy times of an iCalendar text that reach into [from, to): recurring events expanded (with
 * their exceptions and moved instances), time zones applied, all-day events as whole Budapest days;
 * free (TRANSP:TRANSPARENT) and cancelled events skipped. Only times are kept, never titles.
 */
export function busyIntervals(text: string, from: Date, to: Date): Interval[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) {
    throw new CalendarFetchError('A cím nem iCalendar (.ics) naptárat ad.');
  }
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    throw new CalendarFetchError('A naptár nem olvasható (hibás iCalendar formátum).');
  }
  const busy: Interval[] = [];
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    if (component.transparency === 'TRANSPARENT' || component.status === 'CANCELLED') continue;
    let instances: ReturnType<typeof ical.expandRecurringEvent>;
    try {
      instances = ical.expandRecurringEvent(component, { from, to, expandOngoing: true });
    } catch {
      continue; // one broken event must not hide the others
    }
    for (const instance of instances) {
      if (instance.event.status === 'CANCELLED' || instance.event.transparency === 'TRANSPARENT') continue;
      const start = instance.isFullDay ? budapestDayStart(instance.start) : new Date(instance.start);
      const end = instance.end
        ? instance.isFullDay
          ? budapestDayStart(instance.end)
          : new Date(instance.end)
        : instance.isFullDay
          ? DateTime.fromJSDate(start, { zone: TIME_ZONE }).plus({ days: 1 }).toJSDate()
          : start;
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) continue;
      if (end <= from || start >= to) continue;
      // Kept within the window: a years-long event is stored as the part that can block a slot.
      busy.push({ start: start < from ? from : start, end: end > to ? to : end });
      if (busy.length >= MAX_BUSY_BLOCKS) return busy;
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
