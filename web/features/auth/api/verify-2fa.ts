import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { SessionAnswer } from './types';

/** POST /api/auth/verify-2fa: the second step of a login with two-factor authentication. */
export function verifyTwoFactor(body: { email: string; code: string }) {
  return api.request<SessionAnswer>('/api/auth/verify-2fa', {
    method: 'POST',
    body,
    errorMessage: messages.auth.invalidCode,
  });
}

export function useVerifyTwoFactorMutation() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
