import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/verify-reset-code: checks the code without using it up. */
export function useVerifyResetCodeMutation() {
  return useAuthStep(authApi.verifyResetCode, messages.auth.invalidCode);
}
