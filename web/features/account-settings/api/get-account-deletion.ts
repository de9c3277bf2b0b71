import { accountApi } from '@common/api/account';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/account/deletion: whether a login lately cancelled the account's deletion. */
export function useAccountDeletionQuery() {
  return useQuery({
    ...endpointQuery(accountApi.deletionStatus, {}, { silent: true }),
    select: (answer) => answer.data,
    retry: false,
  });
}
