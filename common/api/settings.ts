import { z } from 'zod';
import { bookingSettingsBody } from './schedule';

/**
 * Platform settings (the admin's "Beállítások"): reminder offsets of appointments, the booking settings
 * new advisers start with, the contact e-mail and the maintenance banner shown on every page.
 */

export const REMINDER_OFFSET_MIN_MINUTES = 5;
/** One week. */
export const REMINDER_OFFSET_MAX_MINUTES = 10_080;
export const REMINDER_OFFSETS_MAX_COUNT = 5;
export const MAINTENANCE_BANNER_MAX = 500;

const bookingLimits = bookingSettingsBody.shape;

export const platformSettingsBody = z.object({
  reminderOffsetsMinutes: z
    .array(
      z
        .number({ message: 'Az emlékeztető ideje szám legyen (perc)' })
        .int('Az emlékeztető ideje egész perc legyen')
        .min(
          REMINDER_OFFSET_MIN_MINUTES,
          `Az emlékeztető legalább ${REMINDER_OFFSET_MIN_MINUTES} perccel előtte menjen`,
        )
        .max(REMINDER_OFFSET_MAX_MINUTES, 'Az emlékeztető legfeljebb 10080 perccel (7 nappal) előtte mehet'),
      { message: 'Adja meg az emlékeztetők idejét' },
    )
    .min(1, 'Legalább egy emlékeztető kell')
    .max(REMINDER_OFFSETS_MAX_COUNT, `Legfeljebb ${REMINDER_OFFSETS_MAX_COUNT} emlékeztető adható meg`)
    .refine((values) => new Set(values).size === values.length, {
      message: 'Két emlékeztető nem lehet ugyanakkor',
    })
    // Stored largest first: the order the reminders go out in.
    .transform((values) => [...values].sort((a, b) => b - a)),
  defaultMinNoticeHours: bookingLimits.minNoticeHours,
  defaultBufferMinutes: bookingLimits.bufferMinutes,
  defaultMaxAdvanceDays: bookingLimits.maxAdvanceDays,
  /** Omitted: unchanged. */
  defaultCancelDeadlineHours: bookingLimits.cancelDeadlineHours,
  contactEmail: z.union([
    z.literal(''),
    z
      .string({ message: 'Érvénytelen e-mail cím' })
      .trim()
      .toLowerCase()
      .max(254, 'Az e-mail cím túl hosszú')
      .email('Érvénytelen e-mail cím'),
  ]),
  maintenanceBanner: z
    .string({ message: 'A szöveg megadása kötelező (lehet üres)' })
    .trim()
    .max(
      MAINTENANCE_BANNER_MAX,
      `A karbantartási üzenet legfeljebb ${MAINTENANCE_BANNER_MAX} karakter lehet`,
    ),
});
export type PlatformSettingsBody = z.input<typeof platformSettingsBody>;

export const platformSettingsSchema = z.object({
  reminderOffsetsMinutes: z.array(z.number()),
  defaultMinNoticeHours: z.number(),
  defaultBufferMinutes: z.number(),
  defaultMaxAdvanceDays: z.number(),
  defaultCancelDeadlineHours: z.number(),
  contactEmail: z.string(),
  maintenanceBanner: z.string(),
  updatedAt: z.string(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** What every visitor may know: the banner at the top of each page and where to write. */
export const publicSettingsSchema = z.object({
  maintenanceBanner: z.string(),
  contactEmail: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
