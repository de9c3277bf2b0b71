import { api } from '@web/lib/api';
import { useScreenQuery } from '@web/lib/query-hooks';

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
  return useScreenQuery(['account', 'deletion'] as const, getAccountDeletion);
}
