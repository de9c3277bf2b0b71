import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { MessageAnswer } from './types';

/** POST /api/auth/verify-reset-code: checks the code without using it up. */
export function verifyResetCode(body: { email: string; code: string }) {
  return api.request<MessageAnswer>('/api/auth/verify-reset-code', {
    method: 'POST',
    body,
    errorMessage: messages.auth.invalidCode,
  });
}

export function useVerifyResetCodeMutation() {
  return useMutation({ mutationFn: verifyResetCode });
}
