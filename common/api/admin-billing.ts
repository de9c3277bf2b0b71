import { z } from 'zod';
import { adminOnly, endpoint } from '../contract';
import { ADMIN_PAGE_MAX } from './admin';
import { entitySchema, nameText, savedAnswer, uuidParams } from './answers';
import { pagedAnswer, pageQuery, searchQuery, sortQuery } from './paging';
import { AUDIENCES, subscriptionPackageSchema } from './subscriptions';

/**
 * The admin's "Előfizetések": every asker's and adviser's subscription in one list, adjusting an
 * expiry by days, and the subscription packages (CRUD). The payments list is GET /api/admin/payments
 * (./subscriptions).
 */

const page = pageQuery(ADMIN_PAGE_MAX);

/** active: expiry ahead; expired: expiry passed; none: never had one. */
export const SUBSCRIPTION_ROW_STATUSES = ['active', 'expired', 'none'] as const;
export type SubscriptionRowStatus = (typeof SUBSCRIPTION_ROW_STATUSES)[number];
export const SUBSCRIPTION_ROW_STATUS_LABELS: Record<SubscriptionRowStatus, string> = {
  active: 'Aktív',
  expired: 'Lejárt',
  none: 'Nincs előfizetés',
};
/** Who a package or subscription is for, in words. */
export const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  kerdezo: 'Kérdező',
  tanacsado: 'Tanácsadó',
};
export const SUBSCRIPTION_SORTS = ['name', 'email', 'expirationDate', 'audience'] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];

export const adminSubscriptionsQuery = z.object({
  audience: z.enum(AUDIENCES, { message: 'A célcsoport kerdezo vagy tanacsado lehet' }).optional(),
  status: z.enum(SUBSCRIPTION_ROW_STATUSES, { message: 'Érvénytelen állapot' }).optional(),
  /** Only subscriptions that are active now and end within this many days. */
  expiringWithinDays: z.coerce
    .number({ message: 'A napok száma szám legyen' })
    .int('A napok száma egész szám legyen')
    .min(1, 'Legalább 1 nap')
    .max(365, 'Legfeljebb 365 nap')
    .optional(),
  search: searchQuery(),
  ...sortQuery(SUBSCRIPTION_SORTS, 'expirationDate', 'asc'),
  ...page,
});
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuery>;

/** Its `_id` and `id` are the user's (the adjust call takes it). */
export const adminSubscriptionSchema = entitySchema({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  audience: z.enum(AUDIENCES),
  status: z.enum(SUBSCRIPTION_ROW_STATUSES),
  expirationDate: z.string().nullable(),
  /** Whole days left, rounded up, never below 0. */
  daysLeft: z.number(),
  /** Advisers: the account is active (listing also needs a valid expiry); null for askers. */
  adviserActive: z.boolean().nullable(),
  disabled: z.boolean(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const ADJUST_DAYS_MAX = 3650;
export const adjustSubscriptionBody = z.object({
  days: z
    .number({ message: 'A napok száma szám legyen' })
    .int('A napok száma egész szám legyen')
    .min(-ADJUST_DAYS_MAX, `Legfeljebb ${ADJUST_DAYS_MAX} nappal rövidíthető`)
    .max(ADJUST_DAYS_MAX, `Legfeljebb ${ADJUST_DAYS_MAX} nappal hosszabbítható`)
    .refine((days) => days !== 0, 'A napok száma nem lehet 0'),
});
export type AdjustSubscriptionBody = z.infer<typeof adjustSubscriptionBody>;

/* Subscription packages */

export const PACKAGE_NAME_MAX = 80;
export const PACKAGE_PRICE_MAX = 10_000_000;

export const packageBody = z.object({
  name: nameText(PACKAGE_NAME_MAX),
  audience: z.enum(AUDIENCES, { message: 'Válassza ki, kinek szól a csomag' }),
  days: z
    .number({ message: 'A napok száma szám legyen' })
    .int('A napok száma egész szám legyen')
    .min(1, 'Legalább 1 nap')
    .max(ADJUST_DAYS_MAX, `Legfeljebb ${ADJUST_DAYS_MAX} nap`),
  priceHuf: z
    .number({ message: 'Az ár szám legyen (Ft)' })
    .int('Az ár egész forint legyen')
    .min(0, 'Az ár nem lehet negatív')
    .max(PACKAGE_PRICE_MAX, 'Az ár legfeljebb 10 000 000 Ft lehet'),
  active: z.boolean({ message: 'Az aktív jelölés igen/nem érték' }).default(true),
});
export type PackageBody = z.input<typeof packageBody>;

export const PACKAGE_SORTS = ['audience', 'name', 'days', 'priceHuf'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

export const adminPackagesQuery = z.object({
  audience: z.enum(AUDIENCES, { message: 'A célcsoport kerdezo vagy tanacsado lehet' }).optional(),
  active: z.enum(['true', 'false'], { message: 'Az aktív szűrő true vagy false' }).optional(),
  ...sortQuery(PACKAGE_SORTS, 'audience', 'asc'),
  ...page,
});
export type AdminPackagesQuery = z.infer<typeof adminPackagesQuery>;

/** A package as the admin's list shows it: what it sells, and its state. */
export const adminPackageSchema = subscriptionPackageSchema
  .pick({ _id: true, id: true, name: true, audience: true, days: true, priceHuf: true })
  .extend({
    active: z.boolean(),
    /** Payments made for it; a package with payments is archived (made inactive) instead of deleted. */
    paymentCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
export type AdminPackage = z.infer<typeof adminPackageSchema>;

const packageParams = uuidParams('Érvénytelen csomag azonosító');
const onePackage = savedAnswer(adminPackageSchema);

/**
 * /api/admin/subscriptions and /api/admin/subscription-packages: admins only, every change audited. The
 * payments list (GET /api/admin/payments) belongs to the subscriptions module.
 */
export const adminBillingApi = {
  subscriptions: endpoint({
    method: 'GET',
    path: '/api/admin/subscriptions',
    ...adminOnly,
    summary: 'Kérdezők és tanácsadók előfizetései (szűrés, lejárók, rendezés, lapozás)',
    query: adminSubscriptionsQuery,
    responses: { 200: pagedAnswer(adminSubscriptionSchema) },
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/admin/subscriptions/:id/adjust',
    ...adminOnly,
    summary: 'Előfizetés meghosszabbítása vagy rövidítése napokkal (:id = felhasználó; naplózva)',
    params: uuidParams('Érvénytelen felhasználó azonosító'),
    body: adjustSubscriptionBody,
    responses: { 200: savedAnswer(adminSubscriptionSchema) },
  }),
  packages: endpoint({
    method: 'GET',
    path: '/api/admin/subscription-packages',
    ...adminOnly,
    summary: 'Előfizetési csomagok (aktívak és inaktívak, befizetések száma)',
    query: adminPackagesQuery,
    responses: { 200: pagedAnswer(adminPackageSchema) },
  }),
  createPackage: endpoint({
    method: 'POST',
    path: '/api/admin/subscription-packages',
    ...adminOnly,
    summary: 'Új előfizetési csomag',
    body: packageBody,
    responses: { 201: onePackage },
  }),
  updatePackage: endpoint({
    method: 'PUT',
    path: '/api/admin/subscription-packages/:id',
    ...adminOnly,
    summary: 'Előfizetési csomag módosítása',
    params: packageParams,
    body: packageBody,
    responses: { 200: onePackage },
  }),
  deletePackage: endpoint({
    method: 'DELETE',
    path: '/api/admin/subscription-packages/:id',
    ...adminOnly,
    summary: 'Csomag törlése; ha már fizettek érte, inaktívvá válik (archived: true)',
    params: packageParams,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), archived: z.boolean() }) },
  }),
};
