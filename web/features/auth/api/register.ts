import type { RegisterBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';
import type { MessageAnswer } from './types';

/** POST /api/auth/register: the same answer whether or not the e-mail is already taken. */
export function useRegisterMutation() {
  return useAuthStep<RegisterBody, MessageAnswer>('/api/auth/register', messages.auth.registerFailed);
}
