import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

/**
 * The adviser's own media at `path` (GET /api/media/…/{userId}), loaded while the user id is known. A 404
 * is `none` (SPEC.md §8: no image yet); another failure is toasted, except a 401 (the client's own toast).
 */
export function useUserMediaQuery<T>(queryKey: QueryKey, path: string | null, none: T) {
  return useQuery({
    queryKey,
    queryFn: async (): Promise<T> => {
      try {
        const answer = await api.request<{ data: T }>(path ?? '', { silent: true });
        return answer.data ?? none;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return none;
        if (error instanceof ApiError && error.status !== 401) notifyError(error.message);
        throw error;
      }
    },
    enabled: Boolean(path),
  });
}
