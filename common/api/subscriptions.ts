import { z } from 'zod';
import { adminOnly, endpoint } from '../contract';
import { dataAnswer, entitySchema, savedAnswer } from './answers';
import { pagedAnswer, pageQuery } from './paging';

/**
 * Subscriptions and checkout: packages (askers buy booking access, advisers being listed), payments
 * through a provider (Stripe, or the built-in demo provider), the caller's subscription state, and the
 * admin's payment list.
 */

export const AUDIENCES = ['kerdezo', 'tanacsado'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const SUBSCRIPTION_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refunded',
  'disputed',
] as const;
export type SubscriptionPaymentStatus = (typeof SUBSCRIPTION_PAYMENT_STATUSES)[number];

export const SUBSCRIPTION_PAYMENT_STATUS_LABELS: Record<SubscriptionPaymentStatus, string> = {
  pending: 'Függőben',
  paid: 'Fizetve',
  failed: 'Sikertelen',
  cancelled: 'Megszakítva',
  refunded: 'Visszatérítve',
  disputed: 'Vitatott terhelés',
};

/** Hungarian standard VAT rate; package prices are gross (VAT included). */
export const VAT_PERCENT = 27;
export const VAT_NOTE = `bruttó, ${VAT_PERCENT}% áfát tartalmaz`;

/** Splits a gross HUF price into net and VAT (whole forints; the VAT is what remains after rounding). */
export function vatBreakdown(grossHuf: number) {
  const netHuf = Math.round((grossHuf * 100) / (100 + VAT_PERCENT));
  return { grossHuf, netHuf, vatHuf: grossHuf - netHuf };
}

/** Where each audience manages its subscription in the web app (mails and return URLs link here). */
export const SUBSCRIPTION_PAGES: Record<Audience, string> = {
  kerdezo: '/kerdezo/elofizetes',
  tanacsado: '/tanacsadoi-fiok/elofizetes-csomagok',
};

export const DEMO_PAYMENT_NOTICE = 'Ez egy tesztfizetés, valódi terhelés nem történik.';

export const PAYMENT_REQUIRED_MESSAGE =
  'A meghosszabbításhoz fizetés szükséges. Válasszon előfizetési csomagot az Előfizetés oldalon (/kerdezo/elofizetes).';

export const packagesQuery = z.object({
  audience: z.enum(AUDIENCES, { message: 'A célcsoport kerdezo vagy tanacsado lehet' }).optional(),
});

export const subscriptionPackageSchema = entitySchema({
  name: z.string(),
  audience: z.enum(AUDIENCES),
  days: z.number(),
  /** Gross price in whole forints (VAT included). */
  priceHuf: z.number(),
  netHuf: z.number(),
  vatHuf: z.number(),
  vatPercent: z.number(),
  /** 'bruttó, 27% áfát tartalmaz' */
  vatNote: z.string(),
});
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;

export const packagesAnswer = z.object({
  success: z.literal(true),
  data: z.array(subscriptionPackageSchema),
  /** Which provider takes payments: 'demo' means test payments without real charges. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
});

export const checkoutBody = z.object({
  packageId: z.string({ message: 'A csomag megadása kötelező' }).uuid('Érvénytelen csomag azonosító'),
  /** Chosen by the client once per purchase attempt; a retried request with the same key makes no new payment. */
  idempotencyKey: z
    .string({ message: 'Az idempotencia kulcs megadása kötelező' })
    .trim()
    .min(8, 'Az idempotencia kulcs legalább 8 karakter legyen')
    .max(100, 'Az idempotencia kulcs legfeljebb 100 karakter lehet')
    .regex(
      /^[A-Za-z0-9_-]+$/,
      'Az idempotencia kulcs csak betűt, számot, kötőjelet és aláhúzást tartalmazhat',
    ),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const checkoutResultSchema = z.object({
  paymentId: z.string(),
  /** Where to send the browser: the provider's hosted page, or /fizetes/demo/<paymentId>. */
  checkoutUrl: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const checkoutAnswer = checkoutResultSchema.extend({
  success: z.literal(true),
  data: checkoutResultSchema,
});

/** The platform's invoice of a subscription payment, and its reversal after a full refund (issue 39). */
export const paymentInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'reversal']),
  number: z.string().nullable(),
  status: z.enum(['pending', 'issued', 'failed']),
  pdfAvailable: z.boolean(),
  /** Why issuing failed (admins retry it). */
  lastError: z.string().nullable(),
});

export const paymentSchema = entitySchema({
  packageId: z.string().nullable(),
  packageName: z.string(),
  audience: z.enum(AUDIENCES),
  days: z.number(),
  amountHuf: z.number(),
  netHuf: z.number(),
  vatHuf: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
  /** The subscription's expiry after this payment was applied. */
  newExpirationDate: z.string().nullable(),
  createdAt: z.string(),
  invoices: z.array(paymentInvoiceSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENTS_PAGE_MAX = 100;
export const myPaymentsQuery = z.object(pageQuery(PAYMENTS_PAGE_MAX, 10));

export const paymentIdParams = z.object({ id: z.string().uuid('Érvénytelen fizetés azonosító') });

export const subscriptionStateSchema = z.object({
  role: z.enum(AUDIENCES),
  subscriptionStatus: z.enum(['active', 'expired']),
  expirationDate: z.string().nullable(),
  /** Whole days left, rounded up, never below 0. */
  daysLeft: z.number(),
  /** Advisers: shown in search and bookable (active account and not expired). */
  listed: z.boolean().optional(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const demoCompleteAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: paymentSchema,
  subscription: subscriptionStateSchema,
});

export const adminPaymentsQuery = z.object({
  ...pageQuery(PAYMENTS_PAGE_MAX),
  userId: z.string().uuid('Érvénytelen felhasználó azonosító').optional(),
  status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES, { message: 'Ismeretlen fizetési állapot' }).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

export const adminPaymentSchema = entitySchema({
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  packageName: z.string(),
  audience: z.enum(AUDIENCES),
  days: z.number(),
  amountHuf: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  invoices: z.array(paymentInvoiceSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const myPaymentsAnswer = pagedAnswer(paymentSchema);
export const adminPaymentsAnswer = pagedAnswer(adminPaymentSchema);

/** The Stripe webhook's receipt: `duplicate` for an event already processed. */
export const webhookAnswer = z.object({
  success: z.literal(true),
  received: z.literal(true),
  duplicate: z.boolean(),
});

const tags = ['elofizetesek'];

/**
 * Subscription packages, checkout through the configured payment provider, the provider's webhook, the
 * caller's subscription and payments, and the admin's payment list.
 */
export const subscriptionsApi = {
  packages: endpoint({
    method: 'GET',
    path: '/api/subscription-packages',
    tags,
    summary: 'Előfizetési csomagok (aktívak; bruttó ár, áfa)',
    query: packagesQuery,
    responses: { 200: packagesAnswer },
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/subscriptions/me',
    tags,
    summary: 'Saját előfizetés: állapot, lejárat, hátralévő napok',
    responses: { 200: dataAnswer(subscriptionStateSchema) },
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/subscriptions/checkout',
    tags,
    summary: 'Csomag vásárlása: fizetés indítása (idempotens)',
    body: checkoutBody,
    responses: { 200: checkoutAnswer },
  }),
  myPayments: endpoint({
    method: 'GET',
    path: '/api/subscriptions/payments',
    tags,
    summary: 'Saját fizetések (lapozva, legújabb elöl)',
    query: myPaymentsQuery,
    responses: { 200: myPaymentsAnswer },
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/subscriptions/payments/:id',
    tags,
    summary: 'Egy saját fizetés',
    params: paymentIdParams,
    responses: { 200: dataAnswer(paymentSchema) },
  }),
  completeDemo: endpoint({
    method: 'POST',
    path: '/api/subscriptions/demo/:id/complete',
    tags,
    summary: 'Tesztfizetés teljesítése (csak demó módban, csak a saját fizetés)',
    params: paymentIdParams,
    responses: { 200: demoCompleteAnswer },
  }),
  cancelDemo: endpoint({
    method: 'POST',
    path: '/api/subscriptions/demo/:id/cancel',
    tags,
    summary: 'Tesztfizetés megszakítása (csak demó módban, csak a saját fizetés)',
    params: paymentIdParams,
    responses: { 200: savedAnswer(paymentSchema) },
  }),
  adminPayments: endpoint({
    method: 'GET',
    path: '/api/admin/payments',
    ...adminOnly,
    summary: 'Fizetések (admin): szűrés felhasználóra és állapotra, lapozva',
    query: adminPaymentsQuery,
    responses: { 200: adminPaymentsAnswer },
  }),
  /** Signed by Stripe over the exact bytes it sent: the route reads the body raw. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/subscriptions/webhook/stripe',
    tags,
    summary: 'Stripe webhook (aláírt; checkout.session.*, charge.refunded, charge.dispute.created)',
    responses: { 200: webhookAnswer },
  }),
};
