import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';
import type { MessageAnswer } from './types';

/** POST /api/auth/request-password-reset: the same answer for an unknown e-mail. */
export function useRequestPasswordResetMutation() {
  return useAuthStep<{ email: string }, MessageAnswer>(
    '/api/auth/request-password-reset',
    messages.auth.resetRequestFailed,
  );
}
