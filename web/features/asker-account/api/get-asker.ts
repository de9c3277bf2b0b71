import { askersApi } from '@common/api/askers';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@web/lib/auth-store';
import { endpointQuery, queryKeyOf, resourceKey } from '@web/lib/endpoint';

/** The asker read of `userId` (the cache entry a change updates). */
export const askerKey = (userId: string) => queryKeyOf(askersApi.asker, { params: { userId } });

/** Every asker read: a change to the own account reloads it. */
export const askersKey = resourceKey('/api/kerdezok/user');

/** GET /api/kerdezok/user/{userId}: name, e-mail, billing data and subscription of the signed-in asker. */
export function useAskerQuery() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    ...endpointQuery(askersApi.asker, { params: { userId: userId ?? '' } }),
    select: (answer) => answer.data,
    enabled: Boolean(userId),
  });
}
