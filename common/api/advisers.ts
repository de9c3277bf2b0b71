import { z } from 'zod';
import {
  CONSULTATION_PRICE_MAX_HUF,
  CONSULTATION_PRICE_MIN_HUF,
  FREE_WITHIN_DAYS_MAX,
  GALLERY_MAX_IMAGES,
  SEARCH_PAGE_SIZE,
} from '../constants';
import { endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { adviserIdParams, entitySchema, messageAnswer, readOrSavedAnswer, userIdParams } from './answers';
import { pagedAnswer, searchQuery } from './paging';

const billingText = (max: number) => z.string().trim().max(max, `Legfeljebb ${max} karakter`);
const zipCodeText = billingText(20).regex(
  /^[0-9A-Za-z -]*$/,
  'Az irányítószám csak számokat, betűket, szóközt és kötőjelet tartalmazhat',
);
const vatNumberText = billingText(50).regex(
  /^[0-9A-Za-z -]*$/,
  'Az adószám csak számokat, betűket és kötőjelet tartalmazhat',
);

/** An adviser's seven billing fields (SPEC.md §3); empty strings are allowed while the data is incomplete. */
export const billingAddressSchema = z.object({
  companyName: billingText(200),
  country: billingText(100),
  city: billingText(100),
  zipCode: zipCodeText,
  address: billingText(300),
  vatNumber: vatNumberText,
  bankAccountNumber: billingText(100).regex(
    /^[0-9A-Za-z -]*$/,
    'A bankszámlaszám csak számokat, betűket és kötőjelet tartalmazhat',
  ),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const BILLING_FIELDS = [
  'companyName',
  'country',
  'city',
  'zipCode',
  'address',
  'vatNumber',
  'bankAccountNumber',
] as const satisfies readonly (keyof BillingAddress)[];

/** Billing data counts as complete only when all seven fields are filled (SPEC.md §3). */
export function isBillingComplete(billing: Partial<BillingAddress> | null | undefined): boolean {
  return !!billing && BILLING_FIELDS.every((field) => (billing[field] ?? '').trim().length > 0);
}

const filled = (field: z.ZodString, message: string) => field.min(1, message);

/**
 * An asker's billing data fits a private person as well as a company: a name or a company name and the
 * address are required; the VAT number only with a company name; no bank account is asked of an asker.
 */
export const askerBillingAddressSchema = z
  .object({
    name: billingText(200).default(''),
    companyName: billingText(200).default(''),
    country: filled(billingText(100), 'Az ország megadása kötelező'),
    zipCode: filled(zipCodeText, 'Az irányítószám megadása kötelező'),
    city: filled(billingText(100), 'A város megadása kötelező'),
    address: filled(billingText(300), 'A cím megadása kötelező'),
    vatNumber: vatNumberText.default(''),
  })
  .superRefine((billing, ctx) => {
    if (!billing.name && !billing.companyName) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Adja meg a nevét vagy a cégnevet' });
    }
    if (billing.companyName && !billing.vatNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'Cégnév mellett az adószám megadása kötelező',
      });
    }
  });
export type AskerBillingAddress = z.infer<typeof askerBillingAddressSchema>;

export const ASKER_BILLING_FIELDS = [
  'name',
  'companyName',
  'country',
  'zipCode',
  'city',
  'address',
  'vatNumber',
] as const satisfies readonly (keyof AskerBillingAddress)[];

/** The asker's billing data as answers carry it: empty strings for what was never given. */
export const askerBillingAddressView = z.object({
  name: z.string(),
  companyName: z.string(),
  country: z.string(),
  zipCode: z.string(),
  city: z.string(),
  address: z.string(),
  vatNumber: z.string(),
});

/** What an asker has saved, or empty strings: stored data was valid when saved, so complete = valid. */
export function isAskerBillingComplete(
  billing: z.infer<typeof askerBillingAddressView> | null | undefined,
): boolean {
  return !!billing && askerBillingAddressSchema.safeParse(billing).success;
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Az időpont formátuma ÓÓ:PP');

export const workScheduleEntrySchema = z
  .object({ day: z.number().int().min(1).max(7), start: time, end: time })
  .refine((e) => e.start < e.end, { message: 'A kezdésnek a befejezés előtt kell lennie', path: ['end'] });

/** Weekly hours in Europe/Budapest wall-clock time; entries of one day may not overlap. */
export const workScheduleSchema = z
  .array(workScheduleEntrySchema)
  .max(50, 'Legfeljebb 50 időszak adható meg')
  .superRefine((entries, ctx) => {
    const sorted = [...entries].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && previous.day === current.day && current.start < previous.end) {
        ctx.addIssue({ code: 'custom', message: 'Egy napon belül az időszakok nem fedhetik egymást' });
        return;
      }
    }
  });
export type WorkSchedule = z.infer<typeof workScheduleSchema>;

export const consultingTopicsSchema = z
  .array(z.string().uuid('Érvénytelen tanácsadási terület'))
  .max(10, 'Legfeljebb 10 tanácsadási terület választható');

/** The adviser's gross price per offered consultation type (whole forints; 0: free). */
export const consultationPricesSchema = z.object({
  prices: z
    .array(
      z.object({
        typeId: z.string().uuid('Érvénytelen tanácsadási terület'),
        priceHuf: z.coerce
          .number({ message: 'Az ár szám legyen' })
          .int('Az ár egész forint legyen')
          .refine(
            (price) =>
              price === 0 || (price >= CONSULTATION_PRICE_MIN_HUF && price <= CONSULTATION_PRICE_MAX_HUF),
            `Az ár 0 Ft (ingyenes) vagy ${CONSULTATION_PRICE_MIN_HUF} és ${CONSULTATION_PRICE_MAX_HUF} Ft közötti összeg legyen`,
          ),
      }),
    )
    .max(10, 'Legfeljebb 10 ár adható meg'),
});
export type ConsultationPrices = z.infer<typeof consultationPricesSchema>;

export const descriptionSchema = multiline(
  z.string().trim().max(5000, 'A leírás legfeljebb 5000 karakter lehet'),
);

export const adviserUpdateBody = z.object({
  description: descriptionSchema.optional(),
  billingAddress: billingAddressSchema.optional(),
  workSchedule: workScheduleSchema.optional(),
  consultingTopics: consultingTopicsSchema.optional(),
  /** Whether search engines may index the public profile; only the adviser themself may change it. */
  indexable: z.boolean().optional(),
});

export const SEARCH_MAX_PAGE_SIZE = 50;
export { FREE_WITHIN_DAYS_MAX, SEARCH_PAGE_SIZE };

/** The orders of the search; "relevance" is the default when there is a text, "rating" otherwise. */
export const SEARCH_SORTS = ['relevance', 'rating', 'name', 'newest', 'soonest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Up to this many matches the total is counted exactly; above it the answer says "több mint 1000". */
export const SEARCH_EXACT_COUNT_LIMIT = 1000;

export const adviserSearchQuery = z.object({
  search: searchQuery(),
  category: z.string().uuid('Érvénytelen kategória').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  sortBy: z.enum(SEARCH_SORTS, { message: 'Ismeretlen rendezés' }).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  freeWithinDays: z.coerce
    .number()
    .int('A napok száma egész szám legyen')
    .min(1, 'A napok száma legalább 1 legyen')
    .max(FREE_WITHIN_DAYS_MAX, `A napok száma legfeljebb ${FREE_WITHIN_DAYS_MAX} lehet`)
    .optional(),
  /** Keyset paging for deep pages: the `nextCursor` of the previous answer (then `page` is ignored). */
  cursor: z.string().max(300).optional(),
});
export type AdviserSearchQuery = z.infer<typeof adviserSearchQuery>;

export const consultationTypeSchema = entitySchema({
  name: z.string(),
  color: z.string(),
  durationMinutes: z.number(),
});
export type ConsultationType = z.infer<typeof consultationTypeSchema>;

/**
 * Whether the asker may book the type as a recurring series (issue 40): weekly (1) and/or every two
 * weeks (2), at most `maxOccurrences` (2–12) occasions; null: one occasion at a time only.
 */
export const seriesRuleSchema = z.object({
  intervalWeeks: z.array(z.union([z.literal(1), z.literal(2)])),
  maxOccurrences: z.number().int(),
});
export type SeriesRule = z.infer<typeof seriesRuleSchema>;

/** A consultation type as an adviser offers it: with the adviser's gross price (0: free). */
export const consultationOfferSchema = consultationTypeSchema.extend({
  priceHuf: z.number().int(),
  /** The adviser's series rule for the type; null: no series. */
  series: seriesRuleSchema.nullable(),
});
export type ConsultationOffer = z.infer<typeof consultationOfferSchema>;

/** An adviser as the public sees it. */
export const publicAdviserSchema = entitySchema({
  userId: z.string(),
  user: entitySchema({ name: z.string() }),
  name: z.string(),
  description: z.string(),
  workSchedule: z.array(z.object({ day: z.number(), start: z.string(), end: z.string() })),
  consultingTopics: z.array(consultationOfferSchema),
  consultingAreas: z.array(z.object({ name: z.string(), color: z.string() })),
  avatar: z.string().nullable(),
  avatarThumbnail: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  active: z.boolean(),
  expirationDate: z.string().nullable(),
  expired: z.boolean(),
  createdAt: z.string(),
  /** The start of the adviser's next free slot (ISO), null when none within the booking horizon. */
  nextFreeSlot: z.string().nullable(),
  /** false: the adviser asked search engines not to index the profile (the page says `noindex`). */
  indexable: z.boolean(),
  /** Hours before a consultation from which the asker can no longer cancel or ask for a new time. */
  cancelDeadlineHours: z.number(),
  /** The adviser's payout account takes card payments: priced consultations can be booked. */
  acceptsPayments: z.boolean(),
});
export type PublicAdviser = z.infer<typeof publicAdviserSchema>;

/** What the adviser themself and admins see in addition. */
export const adviserSchema = publicAdviserSchema.extend({
  user: entitySchema({ name: z.string(), email: z.string() }),
  billingAddress: billingAddressSchema,
  billingComplete: z.boolean(),
  activationRequest: z.boolean(),
  activationRequestDate: z.string().nullable(),
  minNoticeHours: z.number(),
  bufferMinutes: z.number(),
  bufferBeforeMinutes: z.number(),
  maxAdvanceDays: z.number(),
});
export type Adviser = z.infer<typeof adviserSchema>;

export const createAdviserBody = z.object({
  name: z.string().trim().min(2, 'A név legalább 2 karakter legyen').max(100),
  email: z.string().trim().toLowerCase().email('Érvénytelen e-mail cím').max(254),
});

export const MEDIA_TYPES = ['profile', 'gallery'] as const;
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export { GALLERY_MAX_IMAGES };

export const mediaSchema = entitySchema({
  userId: z.string(),
  type: z.enum(MEDIA_TYPES),
  filename: z.string(),
  path: z.string(),
  thumbnailPath: z.string().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  optimizedUrl: z.string(),
  dimensions: z.object({ width: z.number(), height: z.number() }),
  size: z.number(),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const rotateBody = z.object({
  angle: z
    .number()
    .int()
    .refine(
      (a) => a % 90 === 0 && a !== 0 && Math.abs(a) <= 270,
      'A forgatás szöge 90, 180 vagy 270 fok lehet',
    )
    .optional(),
});

export const recommendedExpertSchema = entitySchema({
  name: z.string(),
  specialization: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  avatar: z.string().nullable(),
  consultingAreas: z.array(z.object({ name: z.string(), color: z.string() })),
});
export type RecommendedExpert = z.infer<typeof recommendedExpertSchema>;

export const askerSchema = entitySchema({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  billingAddress: askerBillingAddressView,
  billingComplete: z.boolean(),
  subscriptionStatus: z.enum(['active', 'expired']),
  expirationDate: z.string().nullable(),
  daysLeft: z.number(),
});
export type Asker = z.infer<typeof askerSchema>;

export const askerBillingBody = z.object({ billingAddress: askerBillingAddressSchema });
export const extendSubscriptionBody = z.object({
  days: z
    .number({ message: 'A napok száma kötelező' })
    .int('A napok száma egész szám legyen')
    .min(1, 'Legalább 1 nap')
    .max(3650, 'Legfeljebb 3650 nap'),
});
export const askerProfileBody = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'A név legalább 2 karakter legyen')
    .max(100, 'A név legfeljebb 100 karakter lehet'),
});

/** The search answer: the paged list plus whether the total is exact and the keyset cursor. */
export const adviserSearchAnswerExtra = z.object({
  /** false: more than SEARCH_EXACT_COUNT_LIMIT matches, `totalCount` is that limit. */
  totalCountExact: z.boolean(),
  /** Pass as `cursor` for the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Nothing matched the words exactly: these are matches of near words (typos, "Kovasc" → Kovács). */
  approximate: z.boolean(),
  /** Nobody matched every word: these match some of them, those matching more first by relevance. */
  partial: z.boolean(),
});

export const adviserSuggestionsQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Adjon meg keresőszöveget')
    .max(100, 'A keresőszöveg legfeljebb 100 karakter lehet'),
});

/** Autocomplete while typing: advisers by name and consultation areas. */
export const adviserSuggestionsAnswer = z.object({
  success: z.literal(true),
  advisers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      avatarThumbnail: z.string().nullable(),
      areas: z.array(z.string()),
    }),
  ),
  areas: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
});
export type AdviserSuggestions = z.infer<typeof adviserSuggestionsAnswer>;

/** One adviser: the full view for the adviser themself and admins, the public one for others. */
const anyAdviser = z.union([adviserSchema, publicAdviserSchema]);
export const oneAdviserAnswer = readOrSavedAnswer(anyAdviser);
/** The answer of a change: the changed adviser (full view), also as `tanacsado` (older clients read it). */
export const changedAdviserAnswer = oneAdviserAnswer.extend({ tanacsado: anyAdviser });
const adviserPage = pagedAnswer(publicAdviserSchema);
export const adviserSearchAnswer = adviserPage.extend(adviserSearchAnswerExtra.shape);
export type AdviserSearchAnswer = z.infer<typeof adviserSearchAnswer>;

const tags = ['tanacsadok'];
const admin = ['admin'] as const;
/**
 * SPEC.md §7 "Advisers" (/api/tanacsadok): reads are public for visible advisers; changes are the
 * adviser's own (the service checks the owner) or an admin's.
 */
export const adviserApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/search',
    tags,
    summary: 'Keresés',
    query: adviserSearchQuery,
    responses: { 200: adviserSearchAnswer },
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/suggestions',
    tags,
    summary: 'Javaslatok gépelés közben',
    query: adviserSuggestionsQuery,
    responses: { 200: adviserSuggestionsAnswer },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/tanacsadok',
    tags,
    summary: 'Tanácsadók listája',
    query: adviserSearchQuery.pick({ page: true, limit: true }),
    responses: { 200: adviserPage },
  }),
  publicProfile: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/public/:id',
    tags,
    summary: 'Nyilvános profil',
    params: adviserIdParams,
    responses: { 200: oneAdviserAnswer },
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/user/:userId',
    tags,
    summary: 'Tanácsadó felhasználó szerint',
    params: userIdParams,
    responses: { 200: oneAdviserAnswer },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id',
    tags,
    summary: 'Tanácsadó',
    params: adviserIdParams,
    responses: { 200: oneAdviserAnswer },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id',
    tags,
    summary: 'Profil módosítása',
    params: adviserIdParams,
    body: adviserUpdateBody.extend({ name: z.string().trim().min(2).max(100).optional() }),
    responses: { 200: changedAdviserAnswer },
  }),
  updateDescription: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/description',
    tags,
    summary: 'Leírás',
    params: adviserIdParams,
    body: z.object({ description: descriptionSchema }),
    responses: { 200: changedAdviserAnswer },
  }),
  updateWorkSchedule: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/work-schedule',
    tags,
    summary: 'Munkaidő',
    params: adviserIdParams,
    body: workScheduleSchema,
    responses: { 200: changedAdviserAnswer },
  }),
  updateConsultingTopics: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/consulting-topics',
    tags,
    summary: 'Tanácsadási területek',
    params: adviserIdParams,
    body: consultingTopicsSchema,
    responses: { 200: changedAdviserAnswer },
  }),
  updatePrices: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/prices',
    tags,
    summary: 'Árak tanácsadási típusonként (bruttó Ft; 0 = ingyenes)',
    params: adviserIdParams,
    body: consultationPricesSchema,
    responses: { 200: changedAdviserAnswer },
  }),
  requestActivation: endpoint({
    method: 'POST',
    path: '/api/tanacsadok/:id/request-activation',
    tags,
    summary: 'Aktiválás kérése',
    params: adviserIdParams,
    responses: { 200: changedAdviserAnswer },
  }),
  requestDeactivation: endpoint({
    method: 'POST',
    path: '/api/tanacsadok/:id/request-deactivation',
    tags,
    summary: 'Inaktiválás',
    params: adviserIdParams,
    responses: { 200: changedAdviserAnswer },
  }),
  activate: endpoint({
    method: 'PATCH',
    path: '/api/tanacsadok/:id/activate',
    tags,
    roles: admin,
    summary: 'Aktiválás (admin)',
    params: adviserIdParams,
    responses: { 200: changedAdviserAnswer },
  }),
  deactivate: endpoint({
    method: 'PATCH',
    path: '/api/tanacsadok/:id/deactivate',
    tags,
    roles: admin,
    summary: 'Deaktiválás (admin)',
    params: adviserIdParams,
    responses: { 200: changedAdviserAnswer },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tanacsadok/:id',
    tags,
    roles: admin,
    summary: 'Törlés (admin)',
    params: adviserIdParams,
    responses: { 200: messageAnswer },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tanacsadok',
    tags,
    roles: admin,
    summary: 'Tanácsadói fiók létrehozása (admin)',
    body: createAdviserBody,
    responses: { 201: changedAdviserAnswer },
  }),
};
