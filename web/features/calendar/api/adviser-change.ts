import type { QueryKey } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/**
 * A change to the adviser's calendar data (time off, external calendars): `send` gets the adviser's id
 * (a missing one fails like a call would), then every query under `keys` is out of date (with
 * `evenOnError` also after a failure: the thing may have been gone already, a 404).
 */
export function useAdviserChange<Variables, Data>(
  adviserId: string | null,
  send: (id: string, variables: Variables) => Promise<Data>,
  keys: readonly QueryKey[],
  options?: { evenOnError?: boolean },
) {
  return useInvalidatingMutation(
    (variables: Variables) => send(requireAdviserId(adviserId), variables),
    keys,
    options,
  );
}
