import { authApi } from '@common/api/auth';
import type { Input } from '@common/contract';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { calendarFeedKey } from './get-calendar-feed';

/** PUT /api/auth/two-factor: turns two-factor login on or off (the current password confirms it). */
export function setTwoFactor(body: Input<typeof authApi.setTwoFactor>['body']) {
  return call(authApi.setTwoFactor, { body });
}

export function useSetTwoFactorMutation() {
  // The server ends the calendar feed with the other logins: the settings page shows it gone.
  return useInvalidatingMutation(setTwoFactor, [calendarFeedKey]);
}
