import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { budapestOffsetForArray, budapestTimestampToArray } from './budapest-zone';

/** Europe/Budapest only (the calendar never shows another zone); see budapest-zone.ts. */
class BudapestTimeZone extends NamedTimeZoneImpl {
  offsetForArray(parts: number[]): number {
    return budapestOffsetForArray(parts);
  }

  timestampToArray(ms: number): number[] {
    return budapestTimestampToArray(ms);
  }
}

/**
 * FullCalendar shows a named time zone right only with a plugin that computes its offsets: with
 * `timeZone: 'Europe/Budapest'` and this plugin the grid is in Budapest time whatever the browser's
 * zone is, across DST changes too.
 */
export const budapestTimeZonePlugin = createPlugin({
  name: 'tanacsado-portal-budapest-time-zone',
  // Sic: FullCalendar 6 spells the plugin hook this way.
  namedTimeZonedImpl: BudapestTimeZone,
});
