import type { RegisterBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { MessageAnswer } from './types';

/** POST /api/auth/register: the same answer whether or not the e-mail is already taken. */
export function register(body: RegisterBody) {
  return api.request<MessageAnswer>('/api/auth/register', {
    method: 'POST',
    body,
    errorMessage: messages.auth.registerFailed,
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
