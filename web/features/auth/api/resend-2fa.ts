import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/resend-2fa: a new two-factor code by e-mail, for the holder of the login's token. */
export function useResendTwoFactorMutation() {
  return useAuthStep(authApi.resendTwoFactor, messages.auth.resendFailed);
}
