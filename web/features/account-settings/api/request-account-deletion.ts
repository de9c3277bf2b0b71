import type { accountDeletionBody, accountDeletionSchema } from '@common/api/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/**
 * POST /api/account/delete: the account is erased after the grace period unless the user logs in
 * before it; every session ends at once (the caller is logged out by the page).
 */
export function requestAccountDeletion(body: z.infer<typeof accountDeletionBody>) {
  return api.request<{ success: true; data: z.infer<typeof accountDeletionSchema> }>('/api/account/delete', {
    method: 'POST',
    body,
    errorMessage: 'Nem sikerült a fiók törlését kérni.',
    silent: true,
  });
}

export function useRequestAccountDeletionMutation() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
