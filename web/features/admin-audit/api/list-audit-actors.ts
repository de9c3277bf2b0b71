import { adminAuditApi } from '@common/api/admin-audit';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/admin/audit-log/actors: everyone who appears in the log as the one who acted. */
export function useAuditActorsQuery() {
  return useQuery({
    ...endpointQuery(
      adminAuditApi.actors,
      {},
      { errorMessage: 'Nem sikerült betölteni a végrehajtók listáját.' },
    ),
    select: (answer) => answer.data,
    retry: false,
  });
}
