import type { ResendTwoFactorBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { MessageAnswer } from './types';

/** POST /api/auth/resend-2fa: a new two-factor code by e-mail, for the holder of the login's token. */
export function resendTwoFactor(body: ResendTwoFactorBody) {
  return api.request<MessageAnswer>('/api/auth/resend-2fa', {
    method: 'POST',
    body,
    errorMessage: messages.auth.resendFailed,
  });
}

export function useResendTwoFactorMutation() {
  return useMutation({ mutationFn: resendTwoFactor });
}
