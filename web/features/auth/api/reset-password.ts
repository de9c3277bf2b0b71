import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { MessageAnswer } from './types';

/** POST /api/auth/reset-password: sets the new password and ends every session; does not log in. */
export function resetPassword(body: { email: string; code: string; newPassword: string }) {
  return api.request<MessageAnswer>('/api/auth/reset-password', {
    method: 'POST',
    body,
    errorMessage: messages.auth.resetFailed,
  });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
