import type { twoFactorBody, userAnswer } from '@common/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** PUT /api/auth/two-factor: turns two-factor login on or off (the current password confirms it). */
export function setTwoFactor(body: z.infer<typeof twoFactorBody>) {
  return api.request<z.infer<typeof userAnswer>>('/api/auth/two-factor', { method: 'PUT', body });
}

export function useSetTwoFactorMutation() {
  return useMutation({ mutationFn: setTwoFactor });
}
