import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { MessageAnswer } from './types';

/** POST /api/auth/request-password-reset: the same answer for an unknown e-mail. */
export function requestPasswordReset(body: { email: string }) {
  return api.request<MessageAnswer>('/api/auth/request-password-reset', {
    method: 'POST',
    body,
    errorMessage: messages.auth.resetRequestFailed,
  });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
