import type { ConsultationType } from '@common/api/advisers';
import type { AdminType } from '@common/api/types';
import type { consultationTypes } from '../../db/schema';
import type { TypeWithUsage } from './types.service';

export function presentType(
  row: Pick<typeof consultationTypes.$inferSelect, 'id' | 'name' | 'color' | 'durationMinutes'>,
): ConsultationType {
  return { _id: row.id, id: row.id, name: row.name, color: row.color, durationMinutes: row.durationMinutes };
}

/** A type as admins see it: with its archive state and how much it is used. */
export function presentAdminType({ type, adviserCount, appointmentCount }: TypeWithUsage): AdminType {
  return {
    ...presentType(type),
    archived: type.archivedAt !== null,
    archivedAt: type.archivedAt?.toISOString() ?? null,
    adviserCount,
    appointmentCount,
    createdAt: type.createdAt.toISOString(),
  };
}
