import type { LoginBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { LoginAnswer } from './types';

/**
 * POST /api/auth/login. Silent: the login page decides the toast itself (a blue one when the e-mail
 * is not verified yet, a red one otherwise).
 */
export function login(body: LoginBody) {
  return api.request<LoginAnswer>('/api/auth/login', {
    method: 'POST',
    body,
    errorMessage: messages.auth.badCredentials,
    silent: true,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
