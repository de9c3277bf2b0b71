import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { SessionAnswer } from './types';

/** POST /api/auth/verify-email: a verified registration ends logged in. */
export function verifyEmail(body: { email: string; code: string }) {
  return api.request<SessionAnswer>('/api/auth/verify-email', {
    method: 'POST',
    body,
    errorMessage: messages.auth.invalidCode,
  });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
