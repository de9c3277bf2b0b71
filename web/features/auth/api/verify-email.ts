import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';
import type { SessionAnswer } from './types';

/** POST /api/auth/verify-email: a verified registration ends logged in. */
export function useVerifyEmailMutation() {
  return useAuthStep<{ email: string; code: string }, SessionAnswer>(
    '/api/auth/verify-email',
    messages.auth.invalidCode,
  );
}
