import type { Endpoint, Input } from '@common/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/endpoint';

/**
 * One step of signing up, in or back (POST /api/auth/…) as a mutation: the body sent as it is, and
 * `errorMessage` shown when the server gives no text of its own (`silent`: the page toasts itself).
 */
export function useAuthStep<E extends Endpoint>(endpoint: E, errorMessage: string, silent = false) {
  return useMutation({
    mutationFn: (body: Input<E>['body']) => call(endpoint, { body } as Input<E>, { errorMessage, silent }),
  });
}
