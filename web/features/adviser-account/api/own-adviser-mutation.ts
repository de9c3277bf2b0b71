import type { adviserApi } from '@common/api/advisers';
import type { Answer } from '@common/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adviserOfAnswer, myAdviserKey } from '@web/api/get-my-adviser';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { resourceKey } from '@web/lib/endpoint';
import { syncSessionAdviser } from '../lib/identity';
import { adviserAccountKeys } from './query-keys';

/** The answer of every change of the adviser's own profile: the changed adviser. */
export type OwnAdviserAnswer = Answer<typeof adviserApi.update>;

/**
 * A change the signed-in adviser makes to their own profile. The answer replaces the cached profile, and
 * with `syncSession` the session's copy of its state too; then the account screens load again.
 */
export function useOwnAdviserMutation<TVariables = void>(
  save: (adviserId: string | null, variables: TVariables) => Promise<OwnAdviserAnswer>,
  { syncSession = false }: { syncSession?: boolean } = {},
) {
  const { userId, adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => save(adviserId, variables),
    onSuccess: (answer) => {
      const adviser = adviserOfAnswer(answer);
      if (adviser) {
        if (syncSession) syncSessionAdviser(adviser);
        if (userId) queryClient.setQueryData(myAdviserKey(userId), answer);
      }
      // The images too: visibility decides whether their addresses are public or signed.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adviserAccountKeys.all }),
        userId ? queryClient.invalidateQueries({ queryKey: myAdviserKey(userId) }) : null,
        queryClient.invalidateQueries({ queryKey: resourceKey('/api/media') }),
      ]);
    },
  });
}
