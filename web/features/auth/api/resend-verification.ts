import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { MessageAnswer } from './types';

/** POST /api/auth/resend-verification: a new e-mail code (the previous one stops working). */
export function resendVerification(body: { email: string }) {
  return api.request<MessageAnswer>('/api/auth/resend-verification', {
    method: 'POST',
    body,
    errorMessage: messages.auth.resendFailed,
  });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
