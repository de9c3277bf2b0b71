import { messages } from '@common/messages';
import { useAuthStep } from './auth-step';
import type { MessageAnswer } from './types';

/** POST /api/auth/resend-verification: a new e-mail code (the previous one stops working). */
export function useResendVerificationMutation() {
  return useAuthStep<{ email: string }, MessageAnswer>(
    '/api/auth/resend-verification',
    messages.auth.resendFailed,
  );
}
