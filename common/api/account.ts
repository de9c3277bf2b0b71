import { z } from 'zod';

/** Self-service data rights (issue 18): the data export and the account deletion with a grace period. */

/** Days between asking for the deletion and the erasure; logging in within them cancels it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** Hours a data export's download link works. */
export const DATA_EXPORT_VALID_HOURS = 24;

export const dataExportSchema = z.object({
  status: z.enum(['none', 'pending', 'ready', 'failed']),
  createdAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const accountDeletionBody = z.object({
  password: z.string().min(1, 'Adja meg a jelszavát').max(200),
});

export const accountDeletionSchema = z.object({
  /** When the account will be erased (ISO). */
  scheduledFor: z.string(),
});

/** The browser's IANA time zone, or null for Budapest time only. */
export const timeZoneBody = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('hu-HU', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Ismeretlen időzóna')
    .nullable(),
});
