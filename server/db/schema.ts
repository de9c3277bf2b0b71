import type { StoredIntakeAnswer } from '@common/api/intake';
import {
  APPOINTMENT_STATUSES,
  CONSULTATION_PRICE_MAX_HUF,
  CONSULTATION_PRICE_MIN_HUF,
  INTAKE_HELP_TEXT_MAX,
  INTAKE_LABEL_MAX,
  INTAKE_QUESTION_KINDS,
  INTAKE_QUESTIONS_MAX,
  INVOICING_PROVIDERS,
  NAV_STATUSES,
  NO_SHOW_PARTIES,
  VAT_RATES,
} from '@common/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** PostgreSQL's full-text document type; written and read only in SQL, never as a JS value. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Billing columns shared by advisers and askers; advisers add a bank account, askers a person's name. */
const billingColumns = () => ({
  companyName: text('company_name'),
  country: text('country'),
  city: text('city'),
  zipCode: text('zip_code'),
  address: text('address'),
  vatNumber: text('vat_number'),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'tanacsado', 'kerdezo'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: tstz('email_verified_at'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    disabledAt: tstz('disabled_at'),
    /** The browser's IANA time zone (e.g. Europe/London) when it differs from Budapest; null: Budapest. */
    timeZone: text('time_zone'),
    /**
     * The user asked to delete their account (issue 18): erased after a 7-day grace period unless they
     * log in before it ends (which cancels the request).
     */
    deletionRequestedAt: tstz('deletion_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_deletion_idx').on(t.deletionRequestedAt).where(sql`${t.deletionRequestedAt} is not null`),
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_name_idx').on(t.name),
    // The few disabled accounts, so the search's visibility check is a tiny lookup, not a scan of users.
    index('users_disabled_idx').on(t.id).where(sql`${t.disabledAt} is not null`),
    check('users_role_check', sql`${t.role} in ('admin', 'tanacsado', 'kerdezo')`),
    // E-mails are stored normalised so that the unique index is case-insensitive.
    check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_name_not_blank', sql`length(btrim(${t.name})) > 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * A user's secret iCalendar feed of their consultations (issue 17): one live address per user; a new
 * one replaces it. Only the SHA-256 of the token in the URL is stored, like a session's.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'two_factor', 'password_reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Wrong guesses per client (keyed by a hash of its address), so one client cannot void the code for all. */
    attemptsByClient: jsonb('attempts_by_client')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Two-factor codes: SHA-256 of the token the login answer gave, which a resend must present. */
    twoFactorTokenHash: text('two_factor_token_hash'),
    /**
     * The client that asked for the code (hash of its key, like `attemptsByClient`): strangers' wrong
     * guesses never shut it out of its own code.
     */
    issuedTo: text('issued_to'),
    /**
     * E-mail codes of a later registration of a still unverified address: what that registration asked
     * for. Only its own code applies it; a code without one verifies the account as it is.
     */
    registration: jsonb('registration').$type<{
      name: string;
      role: 'tanacsado' | 'kerdezo';
      passwordHash: string;
    }>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'one_time_codes_registration_check',
      sql`${t.registration} is null or ${t.purpose} = 'verify_email'`,
    ),
    check(
      'one_time_codes_purpose_check',
      sql`${t.purpose} in ('verify_email', 'two_factor', 'password_reset')`,
    ),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const advisers = pgTable(
  'advisers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(false),
    expirationDate: tstz('expiration_date'),
    ...billingColumns(),
    bankAccountNumber: text('bank_account_number'),
    description: text('description').notNull().default(''),
    /** [{day: 1..7 (ISO), start: 'HH:MM', end: 'HH:MM'}] in Europe/Budapest wall-clock time. */
    workSchedule: jsonb('work_schedule')
      .$type<{ day: number; start: string; end: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    minNoticeHours: integer('min_notice_hours').notNull().default(24),
    /** Free time kept before each consultation (preparation); `buffer_minutes` is the time after. */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** Hours before a consultation from which its asker can no longer cancel or ask for a new time. */
    cancelDeadlineHours: integer('cancel_deadline_hours').notNull().default(0),
    maxAdvanceDays: integer('max_advance_days').notNull().default(60),
    activationRequest: boolean('activation_request').notNull().default(false),
    activationRequestDate: tstz('activation_request_date'),
    /** Kept in step with the visible reviews, so search can sort by rating without aggregating. */
    ratingAverageX100: integer('rating_average_x100').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * Name (weight A), topic names (B) and description (C) as Hungarian stems and whole words, both
     * unaccented (`adviser_search_vector`, migration 0016), for the full-text GIN index. Rewritten by the
     * advisers service whenever one of them changes.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /** The name lower-cased and unaccented, for accent-insensitive sorting by name (kept with the document). */
    sortName: text('sort_name').notNull().default(''),
    /**
     * The start of the next free slot within the booking horizon (null: none), kept up to date on every
     * change that moves it and as time passes, for the "van szabad időpontja" filter and sort.
     */
    nextFreeSlotAt: tstz('next_free_slot_at'),
    /** When `next_free_slot_at` last changed: the search index of each instance reads only those rows. */
    nextFreeSlotChangedAt: tstz('next_free_slot_changed_at'),
    /**
     * The adviser's choice: may search engines index the public profile (off: `noindex` on the page and
     * not in the sitemap; the portal's own search still lists them).
     */
    searchEngineIndexing: boolean('search_engine_indexing').notNull().default(true),
    /** The adviser's choice (issue 40): long free-text intake answers in the booking mail (off: only on the portal). */
    intakeInMail: boolean('intake_in_mail').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('advisers_user_id_key').on(t.userId),
    index('advisers_visible_idx').on(t.active, t.expirationDate),
    index('advisers_search_vector_idx').using('gin', t.searchVector),
    // The "Legkorábbi szabad időpont" order and the "szabad időpont N napon belül" filter (search.ts).
    index('advisers_next_free_slot_idx').on(
      sql`coalesce(${t.nextFreeSlotAt}, 'infinity'::timestamptz)`,
      t.id,
    ),
    index('advisers_next_free_slot_changed_idx').on(t.nextFreeSlotChangedAt),
    index('advisers_rating_idx').on(t.ratingAverageX100.desc(), t.reviewCount.desc(), t.id.desc()),
    index('advisers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('advisers_sort_name_idx').on(t.sortName, t.id),
    // The sitemap's pages (seo.service.ts): the listed advisers who allow indexing in id order, with
    // every column its query reads, so a page is an index-only scan even over 100,000 advisers.
    index('advisers_sitemap_idx')
      .on(t.id, t.expirationDate, t.userId, t.updatedAt)
      .where(sql`${t.active} and ${t.searchEngineIndexing}`),
    check('advisers_min_notice_check', sql`${t.minNoticeHours} between 0 and 720`),
    check('advisers_buffer_check', sql`${t.bufferMinutes} between 0 and 240`),
    check('advisers_buffer_before_check', sql`${t.bufferBeforeMinutes} between 0 and 240`),
    check('advisers_cancel_deadline_check', sql`${t.cancelDeadlineHours} between 0 and 720`),
    check('advisers_max_advance_check', sql`${t.maxAdvanceDays} between 1 and 365`),
    check('advisers_rating_check', sql`${t.ratingAverageX100} between 0 and 500 and ${t.reviewCount} >= 0`),
  ],
);

/**
 * Every unaccented word and stem of the advisers' search vectors: the vocabulary the search corrects
 * typos against ("Kovasc" → kovacs) with a trigram index, small however many advisers there are. Words
 * are added as documents change and never removed (a stale word only finds nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const askers = pgTable(
  'askers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...billingColumns(),
    /** A private person's name on the invoice (or empty when billed to a company). */
    billingName: text('billing_name'),
    subscriptionStatus: text('subscription_status', { enum: ['active', 'expired'] })
      .notNull()
      .default('expired'),
    expirationDate: tstz('expiration_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('askers_user_id_key').on(t.userId),
    index('askers_expiration_idx').on(t.expirationDate),
    check('askers_subscription_status_check', sql`${t.subscriptionStatus} in ('active', 'expired')`),
  ],
);

export const consultationTypes = pgTable(
  'consultation_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('consultation_types_name_key').on(t.name),
    check('consultation_types_color_check', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('consultation_types_duration_check', sql`${t.durationMinutes} between 5 and 480`),
  ],
);

export const adviserTopics = pgTable(
  'adviser_topics',
  {
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => consultationTypes.id, { onDelete: 'restrict' }),
    /** The adviser's gross price of this consultation in whole forints; 0: free (no payment). */
    priceHuf: integer('price_huf').notNull().default(0),
    /**
     * Recurring series of the type (issue 40): the intervals allowed (weeks, a subset of {1, 2}) and the
     * most occasions (2–12); empty and 0: no series.
     */
    seriesIntervalWeeks: integer('series_interval_weeks').array().notNull().default(sql`'{}'::integer[]`),
    seriesMaxOccurrences: integer('series_max_occurrences').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.adviserId, t.typeId] }),
    index('adviser_topics_type_idx').on(t.typeId),
    check(
      'adviser_topics_price_check',
      sql`${t.priceHuf} = 0 or ${t.priceHuf} between ${sql.raw(String(CONSULTATION_PRICE_MIN_HUF))} and ${sql.raw(String(CONSULTATION_PRICE_MAX_HUF))}`,
    ),
    check(
      'adviser_topics_series_check',
      sql`${t.seriesIntervalWeeks} <@ '{1,2}'::integer[] and (
        (cardinality(${t.seriesIntervalWeeks}) = 0 and ${t.seriesMaxOccurrences} = 0)
        or (cardinality(${t.seriesIntervalWeeks}) > 0 and ${t.seriesMaxOccurrences} between 2 and 12))`,
    ),
  ],
);

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['profile', 'gallery'] }).notNull(),
    filename: text('filename').notNull(),
    /** Storage keys (relative to the media root), not file-system paths. */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Order within the gallery (the adviser arranges it by drag and drop). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_user_type_idx').on(t.userId, t.type, t.position),
    // One profile image per user; the gallery limit is enforced by the media service.
    uniqueIndex('media_one_profile_per_user').on(t.userId).where(sql`${t.type} = 'profile'`),
    // /media/<key> looks the file's owner up by either key.
    uniqueIndex('media_path_key').on(t.path),
    index('media_thumbnail_path_idx').on(t.thumbnailPath),
    check('media_type_check', sql`${t.type} in ('profile', 'gallery')`),
    check('media_size_check', sql`${t.sizeBytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Mails (and later other side effects) written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    // The admin's whole log (GET /api/admin/audit-log): newest first, by date, by kind of record or action.
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_type_idx').on(t.entityType, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Mails delivered locally when no SMTP_URL is set; shown at /dev/mail outside production. */
export const localMailbox = pgTable(
  'local_mailbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('local_mailbox_to_idx').on(t.to, t.createdAt)],
);

/** Periods an adviser cannot be booked (holiday, sick leave …). */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_adviser_idx').on(t.adviserId, t.startTime),
    check('time_off_range_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * An adviser's external calendar (an iCalendar address, a secret: never presented or logged whole),
 * fetched periodically; the job claims a calendar by moving `last_attempt_at` (one instance per fetch).
 */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    lastAttemptAt: tstz('last_attempt_at'),
    lastSyncedAt: tstz('last_synced_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('external_calendars_adviser_idx').on(t.adviserId),
    index('external_calendars_attempt_idx').on(t.lastAttemptAt),
  ],
);

/** The busy times of an external calendar within the booking horizon, replaced by each fetch. */
export const externalBusy = pgTable(
  'external_busy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
  },
  (t) => [
    index('external_busy_adviser_idx').on(t.adviserId, t.startTime),
    index('external_busy_calendar_idx').on(t.calendarId),
    check('external_busy_range_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * Askers waiting for a slot with an adviser to free up before the end of a Budapest day (`until`).
 * One entry per asker, adviser and type; told once (`notified_at`), in the order of `created_at`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => consultationTypes.id, { onDelete: 'cascade' }),
    untilDay: date('until_day', { mode: 'string' }).notNull(),
    /** The end of `until_day` in Budapest: slots starting before it count. */
    untilTime: tstz('until_time').notNull(),
    notifiedAt: tstz('notified_at'),
    offeredStart: tstz('offered_start'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_asker_adviser_type_key').on(t.askerId, t.adviserId, t.typeId),
    index('waitlist_entries_adviser_idx').on(t.adviserId, t.createdAt),
  ],
);

/**
 * Booked consultations. Two live appointments (not cancelled, not no-show) of one adviser can never
 * overlap, nor come closer than the adviser's buffer: an exclusion constraint (migrations 0005, 0020)
 * guarantees it, whatever the code does.
 */
/**
 * A recurring series (issue 40): one booking of several occasions of a type at a fixed interval; each
 * occasion is an appointment pointing here (`appointments.series_id`).
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => consultationTypes.id, { onDelete: 'restrict' }),
    intervalWeeks: integer('interval_weeks').notNull(),
    occurrences: integer('occurrences').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_series_client_idx').on(t.clientId),
    index('appointment_series_adviser_idx').on(t.adviserId),
    check('appointment_series_interval_check', sql`${t.intervalWeeks} in (1, 2)`),
    check('appointment_series_occurrences_check', sql`${t.occurrences} between 2 and 12`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Appointments are records the law keeps (invoices refer to them): deleting the account of either
    // party must fail rather than take them along; erasure pseudonymises the account instead.
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => consultationTypes.id, { onDelete: 'restrict' }),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'refunded', 'no_payment'] })
      .notNull()
      .default('no_payment'),
    notes: text('notes').notNull().default(''),
    /** A pending time-change request: who asked, the new start, and why. */
    timeChangeRequestedBy: uuid('time_change_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    timeChangeNewStart: tstz('time_change_new_start'),
    timeChangeReason: text('time_change_reason'),
    timeChangeRejectReason: text('time_change_reject_reason'),
    invoicePath: text('invoice_path'),
    /** Unguessable id of the meeting room (the meeting URL carries it). */
    roomId: text('room_id').notNull(),
    /**
     * The adviser's buffer when the time was set, and the end of the time the appointment holds
     * (end + buffer): set by the trigger of migration 0020 from the adviser's row, never by a request,
     * and part of the no-overlap constraint, so no booking can reach into another's buffer.
     */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    blockedUntil: tstz('blocked_until').notNull().default(sql`'infinity'`),
    /** The same before the start (migration 0023): the held time is [blocked_from, blocked_until). */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    blockedFrom: tstz('blocked_from').notNull().default(sql`'-infinity'`),
    /** The adviser's cancellation deadline when it was booked: the rule the asker saw is the one kept. */
    cancelDeadlineHours: integer('cancel_deadline_hours').notNull().default(0),
    /** Attendance recorded by the meeting room: each party's first entry and last exit. */
    expertJoinedAt: tstz('expert_joined_at'),
    expertLeftAt: tstz('expert_left_at'),
    clientJoinedAt: tstz('client_joined_at'),
    clientLeftAt: tstz('client_left_at'),
    /** Who missed it (status no_show): from the attendance after the end, or an admin's marking. */
    noShowBy: text('no_show_by', { enum: NO_SHOW_PARTIES }),
    /** When a party cancelled it (the refund rule compares it with the asker's deadline). */
    cancelledAt: tstz('cancelled_at'),
    /**
     * The asker's answers to the intake questions (issue 40), with each question's text of the time, in
     * order: personal data (erasure empties it, the data export carries it).
     */
    intakeAnswers: jsonb('intake_answers').$type<StoredIntakeAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    /** The recurring series it is an occasion of (issue 40); null: a single booking. */
    seriesId: uuid('series_id').references(() => appointmentSeries.id, { onDelete: 'restrict' }),
    /** Its place in the series (1-based, as booked: a moved occasion keeps it). */
    seriesIndex: integer('series_index'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('appointments_series_key').on(t.seriesId, t.seriesIndex),
    check(
      'appointments_series_index_check',
      sql`(${t.seriesId} is null) = (${t.seriesIndex} is null) and (${t.seriesIndex} is null or ${t.seriesIndex} between 1 and 12)`,
    ),
    check('appointments_no_show_by_check', sql`${t.noShowBy} in ('client', 'expert', 'both')`),
    index('appointments_adviser_start_idx').on(t.adviserId, t.startTime),
    index('appointments_client_start_idx').on(t.clientId, t.startTime),
    // The admin list and dashboard range over all advisers' appointments by time.
    index('appointments_start_idx').on(t.startTime),
    uniqueIndex('appointments_room_key').on(t.roomId),
    check('appointments_range_check', sql`${t.endTime} > ${t.startTime}`),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled_by_client', 'cancelled_by_expert', 'cancelled_by_system', 'no_show')`,
    ),
    check(
      'appointments_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'refunded', 'no_payment')`,
    ),
  ],
);

/** Which reminders of an appointment went out: the primary key makes each one happen exactly once. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.kind] })],
);

/**
 * A 1:1 conversation between an asker and an adviser (users). One per pair (unique index); the socket
 * room is the unguessable `room_id`. `*_notified_at` remember the last "unread messages" mail to each
 * side, so that mail goes at most once per conversation per hour.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adviserUserId: uuid('adviser_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: text('room_id').notNull(),
    lastMessageAt: tstz('last_message_at'),
    askerNotifiedAt: tstz('asker_notified_at'),
    adviserNotifiedAt: tstz('adviser_notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.askerId, t.adviserUserId),
    uniqueIndex('conversations_room_key').on(t.roomId),
    index('conversations_adviser_idx').on(t.adviserUserId, t.lastMessageAt),
    index('conversations_asker_idx').on(t.askerId, t.lastMessageAt),
    check('conversations_two_people_check', sql`${t.askerId} <> ${t.adviserUserId}`),
  ],
);

/** Chat messages; stored before they are acknowledged or relayed. `read_at` is the recipient's read mark. */
export const chatMessages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    /** The sender's own id for the message: a resend after a reconnect is stored once. */
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    uniqueIndex('messages_client_id_key').on(t.senderId, t.clientMessageId),
    index('messages_unread_idx').on(t.conversationId, t.senderId).where(sql`${t.readAt} is null`),
    check('messages_body_length_check', sql`char_length(${t.body}) <= 4000`),
  ],
);

/** Files sent in a conversation: uploaded first (message_id null), then attached to one message. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    // The upload quota sums a user's files; the orphan sweeper finds the unsent ones by age.
    index('message_attachments_uploader_idx').on(t.uploaderId),
    index('message_attachments_unsent_idx').on(t.createdAt).where(sql`${t.messageId} is null`),
  ],
);

/**
 * Platform settings of the admin's "Beállítások": exactly one row (id = 1). Reminder offsets are minutes
 * before an appointment's start; the default booking settings are given to new advisers.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    reminderOffsetsMinutes: jsonb('reminder_offsets_minutes')
      .$type<number[]>()
      .notNull()
      .default(sql`'[1440, 60]'::jsonb`),
    defaultMinNoticeHours: integer('default_min_notice_hours').notNull().default(24),
    defaultBufferMinutes: integer('default_buffer_minutes').notNull().default(0),
    defaultCancelDeadlineHours: integer('default_cancel_deadline_hours').notNull().default(24),
    defaultMaxAdvanceDays: integer('default_max_advance_days').notNull().default(60),
    contactEmail: text('contact_email').notNull().default(''),
    maintenanceBanner: text('maintenance_banner').notNull().default(''),
    /** The operator's data of the legal pages (common/api/settings.ts OPERATOR_FIELDS); missing keys read as ''. */
    operator: jsonb('operator').$type<Partial<Record<string, string>>>().notNull().default(sql`'{}'::jsonb`),
    /** The platform's commission on paid consultations, in percent of the gross price (0–50). */
    platformFeePercent: integer('platform_fee_percent').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_single_row_check', sql`${t.id} = 1`),
    check('platform_settings_min_notice_check', sql`${t.defaultMinNoticeHours} between 0 and 720`),
    check('platform_settings_buffer_check', sql`${t.defaultBufferMinutes} between 0 and 240`),
    check('platform_settings_cancel_deadline_check', sql`${t.defaultCancelDeadlineHours} between 0 and 720`),
    check('platform_settings_max_advance_check', sql`${t.defaultMaxAdvanceDays} between 1 and 365`),
    check('platform_settings_banner_length_check', sql`char_length(${t.maintenanceBanner}) <= 500`),
    check('platform_settings_fee_check', sql`${t.platformFeePercent} between 0 and 50`),
  ],
);

/** What askers (booking access) and advisers (being listed and bookable) can buy. Prices in whole HUF, VAT included. */
export const subscriptionPackages = pgTable(
  'subscription_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    audience: text('audience', { enum: ['kerdezo', 'tanacsado'] }).notNull(),
    days: integer('days').notNull(),
    priceHuf: integer('price_huf').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_packages_audience_idx').on(t.audience, t.active, t.priceHuf),
    check('subscription_packages_audience_check', sql`${t.audience} in ('kerdezo', 'tanacsado')`),
    check('subscription_packages_days_check', sql`${t.days} between 1 and 3650`),
    check('subscription_packages_price_check', sql`${t.priceHuf} between 0 and 10000000`),
  ],
);

/**
 * One checkout of a package. `idempotency_key` (per user) makes a retried checkout request create one
 * payment; `applied_at` is set in the transaction that extends the subscription, so it happens once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept with its (pseudonymised) account: a payment is an accounting record, never deleted with it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => subscriptionPackages.id, { onDelete: 'set null' }),
    /** Copied from the package at checkout: the package may change later, the payment may not. */
    packageName: text('package_name').notNull(),
    audience: text('audience', { enum: ['kerdezo', 'tanacsado'] }).notNull(),
    days: integer('days').notNull(),
    amountHuf: integer('amount_huf').notNull(),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    /** The provider's id of the checkout (Stripe Checkout Session id, or the demo payment's own id). */
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled', 'refunded', 'disputed'] })
      .notNull()
      .default('pending'),
    /**
     * The provider's id of the money movement (Stripe PaymentIntent), set when paid: refunds and
     * disputes name it, not the checkout.
     */
    providerPaymentRef: text('provider_payment_ref'),
    paidAt: tstz('paid_at'),
    appliedAt: tstz('applied_at'),
    /** The subscription's new expiry once applied. */
    newExpirationDate: tstz('new_expiration_date'),
    /** Refunded so far (whole forints, cumulative); the days it bought were taken back in proportion. */
    refundedHuf: integer('refunded_huf').notNull().default(0),
    /** When a full refund or a dispute took back what the payment bought. */
    reversedAt: tstz('reversed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('payments_provider_payment_ref_key').on(t.provider, t.providerPaymentRef),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunded', 'disputed')`,
    ),
    check('payments_amount_check', sql`${t.amountHuf} >= 0 and ${t.days} > 0`),
    check('payments_refunded_check', sql`${t.refundedHuf} >= 0 and ${t.refundedHuf} <= ${t.amountHuf}`),
  ],
);

/** Webhook events already applied (by the provider's event id): a replayed or duplicated one is ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * An adviser's payout account at the payment provider (Stripe Connect Express; the demo provider's own
 * in the local demo): consultations are paid to it, never to the platform's account. Its state is the
 * provider's, copied from its notifications (Stripe `account.updated`), the newest one winning.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    adviserId: uuid('adviser_id')
      .primaryKey()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    /** The provider's account id (Stripe `acct_…`). */
    accountRef: text('account_ref').notNull(),
    /** The account can take card payments (a priced consultation can be booked). */
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    /** The provider pays out to the adviser's bank account. */
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** The adviser finished the provider's onboarding form. */
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** What the provider still asks for (Stripe `requirements.currently_due`). */
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    /** Set when the provider disabled the account (Stripe `requirements.disabled_reason`). */
    disabledReason: text('disabled_reason'),
    /** When the applied notification was created at the provider: an older one arriving later is ignored. */
    stateAt: tstz('state_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payout_accounts_account_ref_key').on(t.provider, t.accountRef)],
);

/**
 * The payment of a priced consultation (issue 38): the asker pays the adviser's payout account through
 * the provider's hosted checkout (a destination charge, the platform's fee kept). The status is the
 * appointment's `payment_status`; this row holds the money and the provider's references. Kept for
 * accounting like the appointment itself (erasure pseudonymises the people, never this).
 */
export const consultationPayments = pgTable(
  'consultation_payments',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    /** Gross price and the platform's fee (application fee) in whole forints, fixed when booked. */
    amountHuf: integer('amount_huf').notNull(),
    feeHuf: integer('fee_huf').notNull().default(0),
    /** The adviser's payout account the charge goes to. */
    accountRef: text('account_ref').notNull(),
    /** The hosted checkout (Stripe Checkout Session) and the money movement (PaymentIntent). */
    checkoutRef: text('checkout_ref'),
    paymentRef: text('payment_ref'),
    receiptUrl: text('receipt_url'),
    /** An unpaid booking holds its time until then; the upkeep job lets it go (status failed). */
    holdExpiresAt: tstz('hold_expires_at').notNull(),
    paidAt: tstz('paid_at'),
    /**
     * When the payment's outcome was settled: the refund rule applied to the appointment's end (once per
     * payment), or the unpaid hold let go.
     */
    refundDecidedAt: tstz('refund_decided_at'),
    /** How much is to be refunded in all, how much has been asked of the provider, and how much it refunded. */
    refundTargetHuf: integer('refund_target_huf').notNull().default(0),
    refundRequestedHuf: integer('refund_requested_huf').notNull().default(0),
    refundedHuf: integer('refunded_huf').notNull().default(0),
    refundedAt: tstz('refunded_at'),
    disputedAt: tstz('disputed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('consultation_payments_checkout_key').on(t.provider, t.checkoutRef),
    index('consultation_payments_payment_ref_idx').on(t.provider, t.paymentRef),
    // The upkeep job's scans: payments whose outcome is still open (unpaid holds by expiry, paid ones
    // until their appointment ends or is cancelled), and refunds still to ask the provider for.
    index('consultation_payments_open_idx').on(t.holdExpiresAt).where(sql`${t.refundDecidedAt} is null`),
    index('consultation_payments_refund_due_idx')
      .on(t.appointmentId)
      .where(sql`${t.refundTargetHuf} > ${t.refundRequestedHuf}`),
    index('consultation_payments_paid_idx').on(t.paidAt),
    check('consultation_payments_amount_check', sql`${t.amountHuf} > 0`),
    check('consultation_payments_fee_check', sql`${t.feeHuf} between 0 and ${t.amountHuf}`),
    check(
      'consultation_payments_refund_check',
      sql`${t.refundTargetHuf} between 0 and ${t.amountHuf} and ${t.refundedHuf} between 0 and ${t.amountHuf} and ${t.refundRequestedHuf} between 0 and ${t.amountHuf}`,
    ),
  ],
);

/**
 * Expiry reminder mails already sent, keyed by the user, the expiry they warn of and the kind
 * ('7d' | '1d'): each goes once, also with several instances, and again after a renewal moves the date.
 */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expirationDate: tstz('expiration_date').notNull(),
    kind: text('kind').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expirationDate, t.kind] })],
);

/** An asker's review of one completed appointment (one per appointment), with the adviser's one reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    index('reviews_adviser_idx').on(t.adviserId, t.createdAt),
    index('reviews_client_idx').on(t.clientId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_text_length_check', sql`char_length(${t.text}) <= 2000`),
    check('reviews_reply_length_check', sql`${t.reply} is null or char_length(${t.reply}) <= 2000`),
  ],
);

/** A browser's Web Push subscription (issue 18); removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Which notifications a user wants on which channel (issue 18): `{[event]: {email?: boolean, push?:
 * boolean}}`; a missing entry means the default. Security mails are not in it (never switched off).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  choices: jsonb('choices')
    .$type<Record<string, { email?: boolean; push?: boolean }>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

/**
 * A user's data export (GDPR Art. 15 and 20, issue 18): a ZIP in private storage, downloadable with a
 * token (only its SHA-256 kept) until `expires_at` (24 h).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash'),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_token_key').on(t.tokenHash),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * How an adviser's invoices are issued (issue 39): the chosen adapter and, for Billingo and Számlázz.hu,
 * the adviser's key, sealed with AES-256-GCM under a key from the settings (invoicing/secret-box.ts) —
 * never sent back to anyone; only its last four characters are shown. Erasure deletes the row.
 */
export const invoicingAccounts = pgTable(
  'invoicing_accounts',
  {
    adviserId: uuid('adviser_id')
      .primaryKey()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: INVOICING_PROVIDERS }).notNull().default('manual'),
    /** "<key id>:<iv>:<tag>:<ciphertext>" (base64url parts); null for manual and demo. */
    secretSealed: text('secret_sealed'),
    /** The key's last four characters ("…1234"). */
    secretHint: text('secret_hint'),
    /** Billingo: the invoice block's id; Számlázz.hu: the invoice number prefix. */
    block: text('block'),
    vatRate: text('vat_rate', { enum: VAT_RATES }).notNull().default('AAM'),
    /** When "Kapcsolat ellenőrzése" last succeeded (the key is saved only after it does). */
    checkedAt: tstz('checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'invoicing_accounts_provider_check',
      sql`${t.provider} in ('manual', 'billingo', 'szamlazz', 'demo')`,
    ),
    check('invoicing_accounts_vat_check', sql`${t.vatRate} in ('AAM', 'TAM', '27%')`),
    check(
      'invoicing_accounts_secret_check',
      sql`${t.provider} in ('manual', 'demo') or (${t.secretSealed} is not null and ${t.secretHint} is not null)`,
    ),
  ],
);

/**
 * An invoice the portal issues through an invoicing service (issue 39): an adviser's for a consultation
 * (`appointment_id`) or the platform's own for a subscription payment (`payment_id`), and their
 * reversals (sztornó, `reverses_id`). Issuing runs through the outbox (kind `invoice`); this row keeps
 * where it got: the provider's reference and number once issued, the stored PDF, the NAV state, and the
 * last error the adviser sees. Kept for accounting like the appointment and the payment.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer', { enum: ['adviser', 'platform'] }).notNull(),
    kind: text('kind', { enum: ['invoice', 'reversal'] }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['billingo', 'szamlazz', 'demo'] }).notNull(),
    /** Our id at the provider (Billingo `vendor_id`, Számlázz.hu `szamlaKulsoAzon`): one invoice per id. */
    externalId: text('external_id').notNull(),
    amountHuf: integer('amount_huf').notNull(),
    status: text('status', { enum: ['pending', 'issued', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, in Hungarian, for the adviser (never holds a key). */
    lastError: text('last_error'),
    /** The provider's id of the document, and the printed number, once issued. */
    ref: text('ref'),
    number: text('number'),
    pdfPath: text('pdf_path'),
    issuedAt: tstz('issued_at'),
    navStatus: text('nav_status', { enum: NAV_STATUSES }),
    navMessage: text('nav_message'),
    /** When the NAV state is read next (null: final, or not issued yet). */
    navCheckAt: tstz('nav_check_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_external_id_key').on(t.provider, t.externalId),
    // One live invoice and one live reversal per appointment and per payment.
    uniqueIndex('invoices_appointment_key')
      .on(t.appointmentId, t.kind)
      .where(sql`${t.appointmentId} is not null and ${t.status} <> 'cancelled'`),
    uniqueIndex('invoices_payment_key')
      .on(t.paymentId, t.kind)
      .where(sql`${t.paymentId} is not null and ${t.status} <> 'cancelled'`),
    index('invoices_nav_due_idx').on(t.navCheckAt).where(sql`${t.navCheckAt} is not null`),
    check(
      'invoices_subject_check',
      sql`(${t.issuer} = 'adviser' and ${t.appointmentId} is not null and ${t.paymentId} is null) or (${t.issuer} = 'platform' and ${t.paymentId} is not null and ${t.appointmentId} is null)`,
    ),
    check('invoices_reversal_check', sql`(${t.kind} = 'reversal') = (${t.reversesId} is not null)`),
    check('invoices_amount_check', sql`${t.amountHuf} > 0`),
    check('invoices_status_check', sql`${t.status} in ('pending', 'issued', 'failed', 'cancelled')`),
    check(
      'invoices_nav_status_check',
      sql`${t.navStatus} in ('received', 'processing', 'done', 'warning', 'error')`,
    ),
  ],
);

/**
 * Secrets the instances of one deployment share (created once, on the first start): e.g. the key that
 * signs private media URLs, so a URL signed by one instance is accepted by all.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The data an adviser gives for DAC7 (EU Directive 2021/514, in Hungary the Aktv.; issue 39): every
 * adviser paid through the portal is a reportable seller (personal services have no small-seller
 * exemption), reported to NAV by January 31 of the next year. Only data that passed the format checks of
 * common/tax-ids.ts is stored, so a row means complete data. Erasure deletes it; the yearly reports already
 * downloaded are the admin's.
 */
export const dac7Sellers = pgTable(
  'dac7_sellers',
  {
    adviserId: uuid('adviser_id')
      .primaryKey()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    /** individual: magánszemély or egyéni vállalkozó; entity: a company (cég). */
    sellerType: text('seller_type', { enum: ['individual', 'entity'] }).notNull(),
    /** The legal name (a person's full name, a company's registered name). */
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    /** The tax identification number and the country that issued it (HU: adóazonosító jel or adószám). */
    tin: text('tin').notNull(),
    tinCountry: text('tin_country').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    vatNumber: text('vat_number'),
    registrationNumber: text('registration_number'),
    /** The payout account's IBAN, without spaces. */
    iban: text('iban').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dac7_sellers_type_check', sql`${t.sellerType} in ('individual', 'entity')`),
    check(
      'dac7_sellers_kind_fields_check',
      sql`(${t.sellerType} = 'individual' and ${t.birthDate} is not null) or (${t.sellerType} = 'entity' and ${t.registrationNumber} is not null)`,
    ),
  ],
);

/**
 * Where a reportable adviser without DAC7 data stands: the first reminder (the row is inserted with it),
 * the second 30 days later, and from 60 days after the first the hold (`held_at`): priced offers cannot be
 * booked (accepts-payments.ts). The daily job sets each once (insert on conflict / conditional updates);
 * completing the data deletes the row, which lifts the hold at once.
 */
export const dac7Reminders = pgTable('dac7_reminders', {
  adviserId: uuid('adviser_id')
    .primaryKey()
    .references(() => advisers.id, { onDelete: 'cascade' }),
  firstSentAt: tstz('first_sent_at').notNull(),
  secondSentAt: tstz('second_sent_at'),
  heldAt: tstz('held_at'),
});

/** The yearly DAC7 copies mailed to the advisers (each gets their own row once per year). */
export const dac7Copies = pgTable(
  'dac7_copies',
  {
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adviserId, t.year] })],
);

/**
 * The questions an adviser asks when one of their consultation types is booked (issue 40), in order.
 * Tied to the offer: giving up the type removes its questions. Answers keep their own copy of the text.
 */
export const intakeQuestions = pgTable(
  'intake_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id').notNull(),
    typeId: uuid('type_id').notNull(),
    /** 0-based place in the list. */
    position: integer('position').notNull(),
    kind: text('kind', { enum: INTAKE_QUESTION_KINDS }).notNull(),
    label: text('label').notNull(),
    helpText: text('help_text').notNull().default(''),
    required: boolean('required').notNull().default(false),
    /** The choices of a choice question, in order; [] for the other kinds. */
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'intake_questions_offer_fk',
      columns: [t.adviserId, t.typeId],
      foreignColumns: [adviserTopics.adviserId, adviserTopics.typeId],
    }).onDelete('cascade'),
    uniqueIndex('intake_questions_position_key').on(t.adviserId, t.typeId, t.position),
    check(
      'intake_questions_position_check',
      sql`${t.position} between 0 and ${sql.raw(String(INTAKE_QUESTIONS_MAX - 1))}`,
    ),
    check(
      'intake_questions_kind_check',
      sql`${t.kind} in (${sql.raw(INTAKE_QUESTION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check(
      'intake_questions_label_check',
      sql`char_length(${t.label}) between 1 and ${sql.raw(String(INTAKE_LABEL_MAX))}`,
    ),
    check(
      'intake_questions_help_text_check',
      sql`char_length(${t.helpText}) <= ${sql.raw(String(INTAKE_HELP_TEXT_MAX))}`,
    ),
  ],
);
