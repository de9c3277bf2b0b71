import type { changePasswordBody, messageAnswer } from '@common/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** PUT /api/auth/password: the other sessions end, this one stays. */
export function changePassword(body: z.infer<typeof changePasswordBody>) {
  return api.request<z.infer<typeof messageAnswer>>('/api/auth/password', { method: 'PUT', body });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
