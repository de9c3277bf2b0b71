import { isUuid } from '@common/ids';
import { useQuery } from '@tanstack/react-query';
import { fetchPublicAdviser } from '@web/api/public-adviser';
import { bookingKeys } from './query-keys';

/** The adviser being booked; "not found" is an error here (`isAdviserNotFound`), shown as the page's panel. */
export function usePublicAdviserQuery(id: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.adviser(id ?? ''),
    queryFn: ({ signal }) => fetchPublicAdviser(id as string, signal),
    enabled: isUuid(id),
    // One toast per failure: the page offers "Újrapróbálás" instead of an automatic second attempt.
    retry: false,
  });
}
