import type { AppointmentSeries, SeriesPreview } from '@common/api/series';
import type { appointmentSeries } from '../../db/schema';

/** A series as its parties see it (its occasions are presented as appointments). */
export function presentSeries(row: typeof appointmentSeries.$inferSelect): AppointmentSeries {
  return {
    _id: row.id,
    id: row.id,
    expertId: row.adviserId,
    clientId: row.clientId,
    consultationTypeId: row.typeId,
    intervalWeeks: row.intervalWeeks === 2 ? 2 : 1,
    occurrences: row.occurrences,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The planned occasions and whether each is free. */
export function presentPreview(occurrences: { start: Date; end: Date; free: boolean }[]): SeriesPreview {
  return {
    occurrences: occurrences.map((occurrence, index) => ({
      index: index + 1,
      startTime: occurrence.start.toISOString(),
      endTime: occurrence.end.toISOString(),
      free: occurrence.free,
    })),
    allFree: occurrences.every((occurrence) => occurrence.free),
  };
}
