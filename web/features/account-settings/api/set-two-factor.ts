import type { twoFactorBody, userAnswer } from '@common/api/auth';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import type { z } from 'zod';
import { calendarFeedKey } from './get-calendar-feed';

/** PUT /api/auth/two-factor: turns two-factor login on or off (the current password confirms it). */
export function setTwoFactor(body: z.infer<typeof twoFactorBody>) {
  return api.request<z.infer<typeof userAnswer>>('/api/auth/two-factor', { method: 'PUT', body });
}

export function useSetTwoFactorMutation() {
  // The server ends the calendar feed with the other logins: the settings page shows it gone.
  return useInvalidatingMutation(setTwoFactor, [calendarFeedKey]);
}
