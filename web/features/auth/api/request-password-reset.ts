import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/request-password-reset: the same answer for an unknown e-mail. */
export function useRequestPasswordResetMutation() {
  return useAuthStep(authApi.requestPasswordReset, messages.auth.resetRequestFailed);
}
