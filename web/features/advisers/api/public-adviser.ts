import type { PublicAdviser } from '@common/api/advisers';
import { isUuid } from '@common/ids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPublicAdviser, isAdviserNotFound } from '@web/api/public-adviser';

/**
 * The public profile; null when there is no such public adviser (the page says so, and the server's render
 * answers 404).
 */
export async function fetchPublicProfile(id: string, signal?: AbortSignal): Promise<PublicAdviser | null> {
  try {
    return await fetchPublicAdviser(id, signal);
  } catch (error) {
    if (isAdviserNotFound(error)) return null;
    throw error;
  }
}

export const publicAdviserQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: ['advisers', 'public', id],
    queryFn: ({ signal }) => fetchPublicProfile(id as string, signal),
    enabled: isUuid(id),
    // One toast per failure: the page offers "Újrapróbálás" instead of an automatic second attempt.
    retry: false,
  });

export function usePublicAdviser(id: string | undefined) {
  return useQuery(publicAdviserQuery(id));
}
