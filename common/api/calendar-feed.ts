import { z } from 'zod';

/** The caller's calendar feed (issue 17): whether one is live, and since when. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A new feed: its address is in this answer only (the server keeps a hash of its token). */
export const newCalendarFeedSchema = calendarFeedSchema.extend({ url: z.string() });
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;

/** The feed's file name in its URL: the token (43 base64url characters) and `.ics`. */
export const calendarFeedFileSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Ismeretlen naptárcím'),
});
