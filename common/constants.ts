/** Business constants and limits of SPEC.md §9 (and the few DESIGN.md fixes), shared by server and web. */

export const ROLES = ['admin', 'tanacsado', 'kerdezo'] as const;
export type Role = (typeof ROLES)[number];
/** Anyone not logged in counts as a guest (SPEC.md §1). */
export type Viewer = Role | 'guest';

/** The roles in words (the admin's user list and drawer, the audit histories). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Adminisztrátor',
  tanacsado: 'Tanácsadó',
  kerdezo: 'Kérdező',
};

export const GALLERY_MAX_IMAGES = 15;
const MB = 1024 * 1024;
/**
 * Stored bytes per account (its images and the chat attachments it uploaded): an upload past it is
 * refused, so no account can fill the disk. Advisers keep a gallery, askers only an avatar and files.
 */
export const UPLOAD_QUOTA_BYTES: Readonly<Record<Role, number>> = {
  admin: 200 * MB,
  tanacsado: 200 * MB,
  kerdezo: 50 * MB,
};
export const DEFAULT_ROTATE_ANGLE = 90;
export const DEFAULT_RECOMMENDED_EXPERTS_LIMIT = 6;
/** Stored pictures (WebP): the main image and the thumbnail fit these sides (the web's srcset uses them). */
export const MEDIA_MAIN_MAX_SIDE = 2048;
export const MEDIA_THUMBNAIL_MAX_SIDE = 400;
/** Advisers per search page (the web imports it from here: common/api carries the zod schemas). */
export const SEARCH_PAGE_SIZE = 12;
/** "Van szabad időpontja a következő N napban": the largest N. */
export const FREE_WITHIN_DAYS_MAX = 60;
/** Placeholder / default image dimensions (SPEC.md §3, §9). */
export const PLACEHOLDER_IMAGE_SIZE = { width: 300, height: 300 } as const;
/** Shown when the recommended-experts call fails (SPEC.md §8). */
export const RECOMMENDED_EXPERTS_PLACEHOLDER_COUNT = 3;

export const SOCKET_RECONNECT = {
  maxAttempts: 5,
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  /** The connection notice appears from this failed attempt on. */
  noticeFromAttempt: 3,
  noticeDurationMs: 5000,
} as const;

/** The consultations page reloads 3 months back to 3 months ahead (SPEC.md §9). */
export const CONSULTATIONS_WINDOW_MONTHS = 3;
export const NEW_BOOKING_TOAST_MS = 5000;

/** Local storage keys (SPEC.md §3, §6, §9). */
export const STORAGE_KEYS = {
  authToken: 'auth-token',
  cookiePreferences: 'cookie-preferences',
} as const;

export const TIME_ZONE = 'Europe/Budapest';
export const LOCALE = 'hu-HU';

/** One-time e-mail codes (DESIGN.md §7). */
export const ONE_TIME_CODE = { digits: 6, validMinutes: 10, maxAttempts: 5 } as const;

/** Appointment statuses (DESIGN.md §7) and those excluded from date-range listings (SPEC.md §4). */
export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled_by_client',
  'cancelled_by_expert',
  'cancelled_by_system',
  'no_show',
] as const;
/** Who missed a meeting: the asker (client), the adviser (expert) or both. */
export const NO_SHOW_PARTIES = ['client', 'expert', 'both'] as const;
export type NoShowParty = (typeof NO_SHOW_PARTIES)[number];
export const NO_SHOW_PARTY_LABELS: Record<NoShowParty, string> = {
  client: 'A kérdező nem jelent meg',
  expert: 'A tanácsadó nem jelent meg',
  both: 'Egyik fél sem jelent meg',
};

export const INACTIVE_APPOINTMENT_STATUSES = [
  'cancelled_by_client',
  'cancelled_by_expert',
  'cancelled_by_system',
  'no_show',
] as const;

export const PAYMENT_STATUS_LABELS = {
  pending: 'Függőben',
  paid: 'Fizetve',
  failed: 'Sikertelen',
  refunded: 'Visszatérítve',
  no_payment: 'Nincs fizetés',
} as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUS_LABELS;

export const SUBSCRIPTION_STATUSES = ['active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Default rejection reason of a time-change request (SPEC.md §4). */
export const DEFAULT_TIME_CHANGE_REJECT_REASON = 'Nincs indoklás megadva';

/** The name an erased (GDPR) account keeps, shown wherever its past activity still appears. */
export const ERASED_USER_NAME = 'Törölt felhasználó';

/** Trial granted when an admin activates an adviser with no expiration date (DESIGN.md §7). */
export const ADVISER_TRIAL_DAYS = 30;

/** Where each role lands after login (SPEC.md §2). */
export const ROLE_HOME: Record<Viewer, string> = {
  admin: '/admin',
  tanacsado: '/tanacsadoi-fiok',
  kerdezo: '/kerdezo',
  guest: '/',
};

export const SITE_TITLE = 'Online Szakértői és Tanácsadói Portál';

/** A priced consultation costs at least / at most this (gross, whole forints); 0 means free. */
export const CONSULTATION_PRICE_MIN_HUF = 500;
export const CONSULTATION_PRICE_MAX_HUF = 2_000_000;
/** An unpaid booking of a priced consultation holds its time this long (issue 38). */
export const PAYMENT_HOLD_MINUTES = 15;
/**
 * A later occasion of a priced series (issue 40) is paid on its own, at the latest this many hours
 * before its start: its time is held until then (the first occasion: PAYMENT_HOLD_MINUTES as usual).
 */
export const SERIES_PAYMENT_DUE_HOURS = 24;
/** The admin's platform commission on paid consultations may be set between 0 and this percent. */
export const PLATFORM_FEE_MAX_PERCENT = 50;

/**
 * Who issues an adviser's invoices (issue 39): `manual` — the adviser uploads a PDF made elsewhere when
 * confirming; `billingo` / `szamlazz` — the portal issues it through the adviser's own account there
 * (which also reports it to NAV); `demo` — a local test invoice (local demo and tests).
 */
export const INVOICING_PROVIDERS = ['manual', 'billingo', 'szamlazz', 'demo'] as const;
export type InvoicingProviderName = (typeof INVOICING_PROVIDERS)[number];

/** VAT treatments on an invoice: alanyi adómentes, tárgyi adómentes, 27 %. */
export const VAT_RATES = ['AAM', 'TAM', '27%'] as const;

/** States of an issued invoice's NAV Online Számla report, as the invoicing services tell them. */
export const NAV_STATUSES = ['received', 'processing', 'done', 'warning', 'error'] as const;

/** Issuing is tried this many times (with backoff) before the adviser is asked to retry or upload. */
export const INVOICE_MAX_ATTEMPTS = 8;

/**
 * Intake questions (issue 40): what an adviser may ask the asker when booking one of their consultation
 * types. A new kind is added here, in `common/api/intake.ts` (its answer rule and display) and to the
 * table's check constraint. A `file` question is answered with booking documents uploaded beforehand.
 */
export const INTAKE_QUESTION_KINDS = [
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'date',
  'file',
] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];
/** At most this many questions per (adviser, consultation type). */
export const INTAKE_QUESTIONS_MAX = 10;
export const INTAKE_LABEL_MAX = 200;
export const INTAKE_HELP_TEXT_MAX = 300;
/** A choice question has 2–10 options of at most 100 characters. */
export const INTAKE_OPTIONS_MIN = 2;
export const INTAKE_OPTIONS_MAX = 10;
export const INTAKE_OPTION_MAX = 100;
/** The longest answer of a short and of a long text question. */
export const INTAKE_SHORT_TEXT_MAX = 200;
export const INTAKE_LONG_TEXT_MAX = 4000;
/** Booking documents: at most this many files per booking, each at most this big. */
export const BOOKING_DOCUMENTS_MAX = 5;
export const BOOKING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What a booking document may be, told by its content (never its name): PDF, JPEG, PNG, DOCX. */
export const BOOKING_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type BookingDocumentType = (typeof BOOKING_DOCUMENT_TYPES)[number];
