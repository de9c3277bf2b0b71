import { adminAuditApi } from '@common/api/admin-audit';
import { useEndpointData } from '@web/lib/query-hooks';

/** GET /api/admin/audit-log/actors: everyone who appears in the log as the one who acted. */
export function useAuditActorsQuery() {
  return useEndpointData(
    adminAuditApi.actors,
    {},
    { errorMessage: 'Nem sikerült betölteni a végrehajtók listáját.' },
  );
}
