import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The answer of GET /api/account/deletion (server/modules/account/account.routes.ts). */
export interface AccountDeletionState {
  /** When a login last cancelled a deletion request of this account (ISO), or null. */
  cancelledAt: string | null;
}

/** GET /api/account/deletion: whether a login lately cancelled the account's deletion. */
export async function getAccountDeletion(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: AccountDeletionState }>('/api/account/deletion', {
    signal,
    silent: true,
  });
  return answer.data;
}

export function useAccountDeletionQuery() {
  return useQuery({
    queryKey: ['account', 'deletion'] as const,
    queryFn: ({ signal }) => getAccountDeletion(signal),
    retry: false,
  });
}
