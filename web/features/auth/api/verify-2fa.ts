import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';
import type { SessionAnswer } from './types';

/** POST /api/auth/verify-2fa: the second step of a login with two-factor authentication. */
export function useVerifyTwoFactorMutation() {
  return useAuthStep<{ email: string; code: string }, SessionAnswer>(
    '/api/auth/verify-2fa',
    messages.auth.invalidCode,
  );
}
