import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/verify-email: a verified registration ends logged in. */
export function useVerifyEmailMutation() {
  return useAuthStep(authApi.verifyEmail, messages.auth.invalidCode);
}
