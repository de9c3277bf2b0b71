import { z } from 'zod';
import { PLATFORM_FEE_MAX_PERCENT } from '../constants';
import { adminOnly, endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { dataAnswer, savedAnswer } from './answers';
import { bookingSettingsBody } from './schedule';

/**
 * Platform settings (the admin's "Beállítások"): reminder offsets of appointments, the booking settings
 * new advisers start with, the contact e-mail, the maintenance banner shown on every page and the
 * operator's data that the ÁSZF and the privacy notice (content/*.md) show in place of their placeholders.
 */

export const REMINDER_OFFSET_MIN_MINUTES = 5;
/** One week. */
export const REMINDER_OFFSET_MAX_MINUTES = 10_080;
export const REMINDER_OFFSETS_MAX_COUNT = 5;
export const MAINTENANCE_BANNER_MAX = 500;

const bookingLimits = bookingSettingsBody.shape;

export const OPERATOR_FIELD_MAX = 300;

/**
 * The operator's data (the company running the portal), by field, with its label in the admin form and in
 * the admins' "Hiányzó üzemeltetői adat" warning. The contact e-mail is `contactEmail` (shown elsewhere too).
 */
export const OPERATOR_FIELDS = {
  companyName: 'Cégnév',
  seat: 'Székhely',
  registrationNumber: 'Cégjegyzékszám',
  taxNumber: 'Adószám',
  postalAddress: 'Postacím',
  hostingProvider: 'Tárhelyszolgáltató (név, székhely, e-mail)',
  emailProvider: 'E-mail-kézbesítési szolgáltató (név, székhely)',
  paymentProvider: 'Fizetési szolgáltató (név, székhely)',
  accountant: 'Könyvelő',
  dataProtectionContact: 'Adatvédelmi kapcsolattartó (név, e-mail)',
} as const;
export type OperatorField = keyof typeof OPERATOR_FIELDS;
export const OPERATOR_FIELD_KEYS = Object.keys(OPERATOR_FIELDS) as OperatorField[];

const operatorText = z
  .string({ message: 'Szöveg legyen (lehet üres)' })
  .trim()
  .max(OPERATOR_FIELD_MAX, `Legfeljebb ${OPERATOR_FIELD_MAX} karakter lehet`);

export const operatorDetailsBody = z.object({
  companyName: operatorText,
  seat: operatorText,
  registrationNumber: operatorText,
  taxNumber: operatorText,
  postalAddress: operatorText,
  hostingProvider: operatorText,
  emailProvider: operatorText,
  paymentProvider: operatorText,
  accountant: operatorText,
  dataProtectionContact: operatorText,
}) satisfies z.ZodType<Record<OperatorField, string>>;
export type OperatorDetails = z.output<typeof operatorDetailsBody>;

/** Every field empty: what a fresh installation starts with. */
export const EMPTY_OPERATOR_DETAILS: OperatorDetails = Object.fromEntries(
  OPERATOR_FIELD_KEYS.map((key) => [key, '']),
) as OperatorDetails;

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
  maintenanceBanner: multiline(
    z
      .string({ message: 'A szöveg megadása kötelező (lehet üres)' })
      .trim()
      .max(
        MAINTENANCE_BANNER_MAX,
        `A karbantartási üzenet legfeljebb ${MAINTENANCE_BANNER_MAX} karakter lehet`,
      ),
  ),
  /** The operator's data of the legal pages; omitted: unchanged. */
  operator: operatorDetailsBody.optional(),
  /** The platform's commission on paid consultations (percent of the gross); omitted: unchanged. */
  platformFeePercent: z.coerce
    .number({ message: 'A jutalék szám legyen' })
    .int('A jutalék egész százalék legyen')
    .min(0, 'A jutalék nem lehet negatív')
    .max(PLATFORM_FEE_MAX_PERCENT, `A jutalék legfeljebb ${PLATFORM_FEE_MAX_PERCENT}% lehet`)
    .optional(),
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
  platformFeePercent: z.number(),
  operator: z.object(
    Object.fromEntries(OPERATOR_FIELD_KEYS.map((key) => [key, z.string()])) as {
      [K in OperatorField]: z.ZodString;
    },
  ),
  updatedAt: z.string(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** What every visitor may know: the banner at the top of each page and where to write. */
export const publicSettingsSchema = z.object({
  maintenanceBanner: z.string(),
  contactEmail: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The legal documents of content/ (ÁSZF, privacy notice), by their page's path. */
export const LEGAL_DOCUMENTS = ['aszf', 'adatkezeles'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];
export const legalDocumentParams = z.object({ document: z.enum(LEGAL_DOCUMENTS) });

/**
 * A legal document rendered on the server from its Markdown with the operator's data filled in: the
 * HTML comes in parts, cut where the page puts a control of its own (`<!-- widget:cookie-reset -->`).
 */
export const legalDocumentSchema = z.object({
  title: z.string(),
  /** YYYY-MM-DD, from the file's front matter (`hatalyos:`). */
  effectiveDate: z.string(),
  /** The level-2 headings, for the table of contents. */
  sections: z.array(z.object({ id: z.string(), title: z.string() })),
  parts: z.array(z.object({ html: z.string(), widgetAfter: z.string().nullable() })),
  /** The labels of the operator fields the document uses but the settings leave empty. */
  missing: z.array(z.string()),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/**
 * The public part every page shows (maintenance banner, contact e-mail), the legal documents filled in
 * with the operator's data, and the admins' GET|PUT /api/admin/settings (audited).
 */
export const settingsApi = {
  public: endpoint({
    method: 'GET',
    path: '/api/settings/public',
    tags: ['beallitasok'],
    summary: 'Nyilvános platformbeállítások (karbantartási üzenet, kapcsolati e-mail)',
    responses: { 200: dataAnswer(publicSettingsSchema) },
  }),
  legal: endpoint({
    method: 'GET',
    path: '/api/settings/legal/:document',
    tags: ['beallitasok'],
    summary: 'Jogi dokumentum (ÁSZF, adatkezelési tájékoztató) az üzemeltető adataival, HTML-ben',
    params: legalDocumentParams,
    responses: { 200: dataAnswer(legalDocumentSchema) },
  }),
  admin: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    ...adminOnly,
    summary: 'Platformbeállítások',
    responses: { 200: dataAnswer(platformSettingsSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    ...adminOnly,
    summary: 'Platformbeállítások mentése (naplózva)',
    body: platformSettingsBody,
    responses: { 200: savedAnswer(platformSettingsSchema) },
  }),
};
