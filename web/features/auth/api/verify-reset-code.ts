import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';
import type { MessageAnswer } from './types';

/** POST /api/auth/verify-reset-code: checks the code without using it up. */
export function useVerifyResetCodeMutation() {
  return useAuthStep<{ email: string; code: string }, MessageAnswer>(
    '/api/auth/verify-reset-code',
    messages.auth.invalidCode,
  );
}
