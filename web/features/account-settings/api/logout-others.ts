import { authApi } from '@common/api/auth';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { calendarFeedKey } from './get-calendar-feed';

/** POST /api/auth/logout-others: ends every session of the user except this one. */
export function logoutOthers() {
  return call(authApi.logoutOthers);
}

export function useLogoutOthersMutation() {
  // The server ends the calendar feed with the other logins: the settings page shows it gone.
  return useInvalidatingMutation(logoutOthers, [calendarFeedKey]);
}
