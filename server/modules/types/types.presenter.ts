import type { ConsultationType } from '@common/api/advisers';
import type { consultationTypes } from '../../db/schema';

export function presentType(
  row: Pick<typeof consultationTypes.$inferSelect, 'id' | 'name' | 'color' | 'durationMinutes'>,
): ConsultationType {
  return { _id: row.id, id: row.id, name: row.name, color: row.color, durationMinutes: row.durationMinutes };
}
