import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/verify-2fa: the second step of a login with two-factor authentication. */
export function useVerifyTwoFactorMutation() {
  return useAuthStep(authApi.verifyTwoFactor, messages.auth.invalidCode);
}
