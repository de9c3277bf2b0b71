import type { AuditActor } from '@common/api/admin-audit';
import { api } from '@web/lib/api';
import { useScreenQuery } from '@web/lib/query-hooks';
import { adminAuditKeys } from './query-keys';

/** GET /api/admin/audit-log/actors: everyone who appears in the log as the one who acted. */
async function listAuditActors(signal: AbortSignal) {
  const answer = await api.request<{ success: true; data: AuditActor[] }>('/api/admin/audit-log/actors', {
    signal,
    errorMessage: 'Nem sikerült betölteni a végrehajtók listáját.',
  });
  return answer.data;
}

export function useAuditActorsQuery() {
  return useScreenQuery(adminAuditKeys.actors, listAuditActors);
}
