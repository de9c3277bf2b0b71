import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';

/**
 * POST /api/auth/login. Silent: the login page decides the toast itself (a blue one when the e-mail
 * is not verified yet, a red one otherwise).
 */
export function useLoginMutation() {
  return useAuthStep(authApi.login, messages.auth.badCredentials, true);
}
