import type { changePasswordBody, messageAnswer } from '@common/api/auth';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import type { z } from 'zod';
import { calendarFeedKey } from './get-calendar-feed';

/** PUT /api/auth/password: the other sessions end, this one stays. */
export function changePassword(body: z.infer<typeof changePasswordBody>) {
  return api.request<z.infer<typeof messageAnswer>>('/api/auth/password', { method: 'PUT', body });
}

export function useChangePasswordMutation() {
  // The server ends the calendar feed with the other logins: the settings page shows it gone.
  return useInvalidatingMutation(changePassword, [calendarFeedKey]);
}
