import { accountApi } from '@common/api/account';
import { useEndpointData } from '@web/lib/query-hooks';

/** GET /api/account/deletion: whether a login lately cancelled the account's deletion. */
export function useAccountDeletionQuery() {
  return useEndpointData(accountApi.deletionStatus, {}, { silent: true });
}
