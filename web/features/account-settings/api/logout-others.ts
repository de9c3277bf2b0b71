import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface LogoutOthersAnswer {
  success: true;
  message: string;
  data: { revoked: number };
}

/** POST /api/auth/logout-others: ends every session of the user except this one. */
export function logoutOthers() {
  return api.request<LogoutOthersAnswer>('/api/auth/logout-others', { method: 'POST' });
}

export function useLogoutOthersMutation() {
  return useMutation({ mutationFn: logoutOthers });
}
