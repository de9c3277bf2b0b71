import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/reset-password: sets the new password and ends every session; does not log in. */
export function useResetPasswordMutation() {
  return useAuthStep(authApi.resetPassword, messages.auth.resetFailed);
}
