import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/**
 * One step of signing up, in or back (POST /api/auth/…) as a mutation: the body sent as it is, and
 * `errorMessage` shown when the server gives no text of its own (`silent`: the page toasts itself).
 */
export function useAuthStep<TBody, TAnswer>(path: string, errorMessage: string, silent = false) {
  return useMutation({
    mutationFn: (body: TBody) => api.request<TAnswer>(path, { method: 'POST', body, errorMessage, silent }),
  });
}
