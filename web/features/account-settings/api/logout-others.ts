import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { calendarFeedKey } from './get-calendar-feed';

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
  // The server ends the calendar feed with the other logins: the settings page shows it gone.
  return useInvalidatingMutation(logoutOthers, [calendarFeedKey]);
}
