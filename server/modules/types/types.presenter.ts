import type { ConsultationType } from '@common/api/advisers';
import type { consultationTypes } from '../../db/schema';

export function presentType(row: typeof consultationTypes.$inferSelect): ConsultationType {
  return { _id: row.id, id: row.id, name: row.name, color: row.color, durationMinutes: row.durationMinutes };
}
