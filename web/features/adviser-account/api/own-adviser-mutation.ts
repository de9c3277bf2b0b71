import type { Adviser } from '@common/api/advisers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { resourceKey } from '@web/lib/endpoint';
import { syncSessionAdviser } from '../lib/identity';
import { adviserAccountKeys } from './query-keys';

/**
 * A change the signed-in adviser makes to their own profile. The adviser in the answer (`adviserOf`)
 * replaces the cached one, and with `syncSession` the session's copy of its state too; then the account
 * screens load again.
 */
export function useOwnAdviserMutation<TAnswer, TVariables = void>(
  save: (adviserId: string | null, variables: TVariables) => Promise<TAnswer>,
  adviserOf: (answer: TAnswer) => Adviser | undefined,
  { syncSession = false }: { syncSession?: boolean } = {},
) {
  const { userId, adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => save(adviserId, variables),
    onSuccess: (answer) => {
      const adviser = adviserOf(answer);
      if (adviser) {
        if (syncSession) syncSessionAdviser(adviser);
        if (userId) queryClient.setQueryData(adviserAccountKeys.adviser(userId), adviser);
      }
      // The images too: visibility decides whether their addresses are public or signed.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adviserAccountKeys.all }),
        queryClient.invalidateQueries({ queryKey: resourceKey('/api/media') }),
      ]);
    },
  });
}
