import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/** POST /api/auth/register: the same answer whether or not the e-mail is already taken. */
export function useRegisterMutation() {
  return useAuthStep(authApi.register, messages.auth.registerFailed);
}
