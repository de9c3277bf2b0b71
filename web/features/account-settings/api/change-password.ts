import { authApi } from '@common/api/auth';
import type { Input } from '@common/contract';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { calendarFeedKey } from './get-calendar-feed';

/** PUT /api/auth/password: the other sessions end, this one stays. */
export function changePassword(body: Input<typeof authApi.changePassword>['body']) {
  return call(authApi.changePassword, { body });
}

export function useChangePasswordMutation() {
  // The server ends the calendar feed with the other logins: the settings page shows it gone.
  return useInvalidatingMutation(changePassword, [calendarFeedKey]);
}
