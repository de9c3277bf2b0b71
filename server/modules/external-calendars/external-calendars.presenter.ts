import type { ExternalCalendar } from '@common/api/external-calendars';
import type { externalCalendars } from '../../db/schema';

/** The secret address itself never leaves the server: only its host is shown. */
export function presentExternalCalendar(calendar: {
  row: typeof externalCalendars.$inferSelect;
  busyCount: number;
}): ExternalCalendar {
  const { row } = calendar;
  return {
    id: row.id,
    name: row.name,
    host: new URL(row.url).host,
    createdAt: row.createdAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastError: row.lastError,
    busyCount: calendar.busyCount,
  };
}
