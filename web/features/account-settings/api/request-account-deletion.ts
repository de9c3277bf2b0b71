import { accountApi } from '@common/api/account';
import type { Input } from '@common/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/endpoint';

/**
 * POST /api/account/delete: the account is erased after the grace period unless the user logs in
 * before it; every session ends at once (the caller is logged out by the page).
 */
export function requestAccountDeletion(body: Input<typeof accountApi.requestDeletion>['body']) {
  return call(
    accountApi.requestDeletion,
    { body },
    { errorMessage: 'Nem sikerült a fiók törlését kérni.', silent: true },
  );
}

export function useRequestAccountDeletionMutation() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
