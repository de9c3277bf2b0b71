import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';
import type { MessageAnswer } from './types';

/** POST /api/auth/reset-password: sets the new password and ends every session; does not log in. */
export function useResetPasswordMutation() {
  return useAuthStep<{ email: string; code: string; newPassword: string }, MessageAnswer>(
    '/api/auth/reset-password',
    messages.auth.resetFailed,
  );
}
