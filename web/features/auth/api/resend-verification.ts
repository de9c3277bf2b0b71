import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/resend-verification: a new e-mail code (the previous one stops working). */
export function useResendVerificationMutation() {
  return useAuthStep(authApi.resendVerification, messages.auth.resendFailed);
}
