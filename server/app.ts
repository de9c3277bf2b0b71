import { createHash } from 'node:crypto';
import type { PushPayload } from '@common/api/notifications';
import '@common/zod-locale';
import { type Role, UPLOAD_QUOTA_BYTES } from '@common/constants';
import { CONSENT_MARK_SCRIPT } from '@common/cookie-consent';
import { SOCKET_HANDSHAKES_PER_MINUTE } from '@common/socket';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { type Config, isLoopbackHost } from './config';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import { JobRegistry } from './lib/background-job';
import { clientKey, trustFunction } from './lib/client-address';
import { type Clock, MINUTE_MS, systemClock } from './lib/clock';
import { DomainEvents } from './lib/domain-events';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler';
import { type LogStream, loggerOptions, requestIdOf } from './lib/logging';
import { AppMetrics } from './lib/metrics';
import { createAttemptLimit, rateLimited } from './lib/rate-limit';
import { closeRedis, REDIS_DEADLINES } from './lib/redis';
import type { FileStorage } from './lib/storage';
import { createStorages } from './lib/storages';
import type { UploadQuota } from './lib/uploads';
import { validatorCompiler } from './lib/validation';
import { registerWebStatic } from './lib/web-static';
import { registerAccountRights } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminAdviserRoutes } from './modules/admin/admin-advisers.routes';
import { adminAppointmentRoutes } from './modules/admin/admin-appointments.routes';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes';
import { adminSubscriptionRoutes } from './modules/admin/admin-subscriptions.routes';
import { adviserRoutes } from './modules/advisers/advisers.routes';
import { connectDiscoverySync, DiscoveryCache } from './modules/advisers/discovery-cache';
import { AdviserSearchIndex } from './modules/advisers/search-index';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { AppointmentLifecycle } from './modules/appointments/lifecycle';
import { askerRoutes } from './modules/askers/askers.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { registerAuthentication } from './modules/auth/authenticate';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { conversationRoutes } from './modules/conversations/conversations.routes';
import {
  type ConversationService,
  createConversationService,
} from './modules/conversations/conversations.service';
import { OrphanAttachmentSweeper } from './modules/conversations/orphan-attachments';
import { UnreadMessageMailer } from './modules/conversations/unread-mailer';
import { testSupportRoutes } from './modules/dev/test-support.routes';
import { externalCalendarRoutes } from './modules/external-calendars/external-calendars.routes';
import {
  createExternalCalendarService,
  type ExternalCalendarService,
  ExternalCalendarSync,
} from './modules/external-calendars/external-calendars.service';
import { healthRoutes } from './modules/health/health.routes';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import {
  LocalMailboxTransport,
  type MailTransport,
  OutboxWorker,
  SmtpTransport,
  UndeliverableTransport,
} from './modules/mail/outbox';
import { mediaRoutes } from './modules/media/media.routes';
import { mediaFileRoutes } from './modules/media/media-files.routes';
import { loadMediaSigningSecret, MediaUrls } from './modules/media/media-urls';
import { meetingRoutes } from './modules/meetings/meetings.routes';
import { createMeetingService, type MeetingService } from './modules/meetings/meetings.service';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { loadVapidKeys, PushSender } from './modules/notifications/push-sender';
import { PAGE_SCRIPT_LOADER } from './modules/pages/server-rendering';
import { Realtime } from './modules/realtime/realtime';
import { adminReviewRoutes, reviewRoutes } from './modules/reviews/reviews.routes';
import { NextFreeSlotJob } from './modules/schedule/next-free-slot-job';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { createScheduleService } from './modules/schedule/schedule.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { SubscriptionExpiry } from './modules/subscriptions/expiry';
import { createPaymentProvider, type PaymentProvider } from './modules/subscriptions/payment-provider';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { typesRoutes } from './modules/types/types.routes';
import { userRoutes } from './modules/users/users.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import {
  createWaitlistService,
  WaitlistJob,
  type WaitlistService,
} from './modules/waitlist/waitlist.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: FileStorage;
    /** Files that only their owners may download (invoices); never served statically. */
    privateStorage: FileStorage;
    /** URLs of stored images: public for visible advisers, signed for everything else. */
    mediaUrls: MediaUrls;
    /** Stored bytes allowed per account, by role. */
    uploadQuota: UploadQuota;
    /** Hourly: chat attachments never sent within 24 hours are deleted. */
    orphanAttachments: OrphanAttachmentSweeper;
    clock: Clock;
    outbox: OutboxWorker;
    discovery: DiscoveryCache;
    /** The domain's facts, published by services after commit (lib/domain-events.ts). */
    events: DomainEvents;
    lifecycle: AppointmentLifecycle;
    /** Every minute: advisers' next free slots that time has made stale (hourly: the missing ones). */
    nextFreeSlots: NextFreeSlotJob;
    /** Checkout provider chosen by the config (PAYMENT_PROVIDER, or Stripe when its keys are set). */
    payments: PaymentProvider;
    /** Hourly: lapsed asker subscriptions become expired; 7-day and 1-day expiry reminders. */
    subscriptionExpiry: SubscriptionExpiry;
    conversations: ConversationService;
    unreadMailer: UnreadMessageMailer;
    meetings: MeetingService;
    /** Advisers' external calendars: the service and the job fetching them (every 15 minutes each). */
    externalCalendars: ExternalCalendarService;
    externalCalendarSync: ExternalCalendarSync;
    /** The waitlist: waiting askers told of freed slots (each minute, and soon after time is freed). */
    waitlist: WaitlistService;
    waitlistJob: WaitlistJob;
    /** socket.io on this server (modules/realtime): the services broadcast through it. */
    realtime: Realtime;
    /**
     * With REDIS_URL: the store of every rate limit, so all instances count together; it also
     * publishes cache invalidations and answers the readiness check's ping.
     */
    rateLimitRedis: Redis | undefined;
    /** Every route as registered (method, url): authorization matrix tests walk it. */
    routeTable: { method: string; url: string }[];
    /** The Prometheus instruments of this instance (GET /metrics). */
    metrics: AppMetrics;
    /** Set as shutdown begins: /api/ready answers 503 from then on. */
    shuttingDown: boolean;
  }
}

export interface BuildOptions {
  /** An already opened database (tests pass one); otherwise opened from the config and migrated. */
  database?: DatabaseHandle;
  /** Global per-IP request limit per minute (tests lower it). */
  rateLimitMax?: number;
  /** Socket handshakes per client a minute (default SOCKET_HANDSHAKES_PER_MINUTE); tests lower it. */
  socketHandshakesPerMinute?: number;
  /** The time source (tests move a manual clock). */
  clock?: Clock;
  /** Where mail goes; by default SMTP when SMTP_URL is set, else the local mailbox if it is on. */
  mailTransport?: MailTransport;
  /** Background workers (outbox) poll on their own; tests turn this off and drain explicitly. */
  startWorkers?: boolean;
  /** The payment provider instead of the configured one (tests: Stripe with a local HTTP client). */
  paymentProvider?: PaymentProvider;
  /** Upload quotas instead of UPLOAD_QUOTA_BYTES (tests lower them). */
  uploadQuota?: Partial<Record<Role, number>>;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /**
   * Search from an in-memory index of the listed advisers (default on). Tests turn it off by default:
   * their fixtures write straight to the database without announcing it (search-quality.test.ts runs
   * with it on as well).
   */
  searchIndex?: boolean;
  /** URLs per sitemap file (default SITEMAP_PAGE_SIZE, 10,000); tests lower it to see the index. */
  sitemapPageSize?: number;
}

export type App = FastifyInstance;

/** Builds the whole API + web server without listening; `main.ts` listens, tests use `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  await database.migrate();

  const trust = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // Every request's log lines carry its id (reqId), echoed in X-Request-Id (lib/logging.ts).
    genReqId: (request) => requestIdOf(request, trust),
    // Fastify waits for in-flight requests on close and closes idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    // While draining, requests still arriving on open connections are served (with Connection: close),
    // and /api/ready answers its own 503 (Fastify's would be an English body).
    return503OnClosing: false,
    // Behind a reverse proxy (TRUST_PROXY) request.ip is the client named by X-Forwarded-For.
    trustProxy: config.trustProxy === false ? false : trust,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // First of the shutdown steps (main.ts: SIGTERM -> app.close()): not ready any more.
  app.decorate('shuttingDown', false);
  app.addHook('preClose', async () => {
    app.shuttingDown = true;
  });
  const metrics = new AppMetrics({ processMetrics: Boolean(config.metricsToken) });
  app.decorate('metrics', metrics);
  const events = new DomainEvents(app.log);
  app.decorate('events', events);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        // The route's pattern (/api/tanacsadok/:id), never the raw URL: no ids in labels.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: AppMetrics.statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // Local folders or one S3 bucket (STORAGE); every file goes through these two ports.
  const storages = await createStorages(config);
  app.decorate('storage', storages.storage);
  app.decorate('privateStorage', storages.privateStorage);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  app.decorate('mediaUrls', new MediaUrls(app.storage, await loadMediaSigningSecret(database.db), clock));
  const uploadQuota: UploadQuota = { ...UPLOAD_QUOTA_BYTES, ...options.uploadQuota };
  app.decorate('uploadQuota', uploadQuota);
  const transport = options.mailTransport ?? configuredTransport(config, database.db);
  const jobDeps = { log: app.log, metrics };
  const vapid = await loadVapidKeys(database.db, config.push);
  const pushSender = new PushSender(database.db, vapid, app.log);
  const jobs = new JobRegistry();
  const outbox = jobs.add(
    new OutboxWorker(database.db, transport, clock, jobDeps, {
      handlers: {
        push: {
          send: (message: { userId: string; payload: PushPayload }) => pushSender.send(message),
          // Once sent, only whom it went to stays (the text may name people).
          kept: (message: { userId: string }) => ({ userId: message.userId }),
        },
      },
    }),
  );
  app.decorate('outbox', outbox);
  // What the jobs that queue mail need (the outbox sends it at once after their commit).
  const mailingJobDeps = {
    ...jobDeps,
    db: database.db,
    clock,
    mail: { publicUrl: config.publicUrl },
    mailQueued: () => outbox.kick(),
  };
  const lifecycle = jobs.add(new AppointmentLifecycle(mailingJobDeps));
  app.decorate('lifecycle', lifecycle);
  const nextFreeSlots = jobs.add(new NextFreeSlotJob({ ...jobDeps, db: database.db, clock }));
  app.decorate('nextFreeSlots', nextFreeSlots);
  app.decorate('payments', options.paymentProvider ?? createPaymentProvider(config));
  const subscriptionExpiry = jobs.add(new SubscriptionExpiry(mailingJobDeps));
  app.decorate('subscriptionExpiry', subscriptionExpiry);
  const conversations = createConversationService({
    db: database.db,
    clock,
    files: app.privateStorage,
    quota: uploadQuota,
    messageStored: () => metrics.chatMessages.inc(),
  });
  app.decorate('conversations', conversations);
  const orphanAttachments = jobs.add(
    new OrphanAttachmentSweeper({
      ...jobDeps,
      db: database.db,
      clock,
      files: app.privateStorage,
    }),
  );
  app.decorate('orphanAttachments', orphanAttachments);
  const unreadMailer = jobs.add(new UnreadMessageMailer(mailingJobDeps));
  app.decorate('unreadMailer', unreadMailer);
  const meetings = createMeetingService({ db: database.db, clock, conversations, ice: config });
  app.decorate('meetings', meetings);
  const waitlist = createWaitlistService({
    db: database.db,
    clock,
    schedule: createScheduleService({ db: database.db, clock, events }),
    mail: { publicUrl: config.publicUrl },
    mailQueued: () => outbox.kick(),
  });
  app.decorate('waitlist', waitlist);
  const waitlistJob = jobs.add(new WaitlistJob({ ...jobDeps, service: waitlist }));
  app.decorate('waitlistJob', waitlistJob);
  const externalCalendars = createExternalCalendarService({
    db: database.db,
    clock,
    allowPrivate: config.externalCalendarsAllowPrivate,
    events,
    timeFreed: (adviserId) => waitlistJob.poke(adviserId),
  });
  app.decorate('externalCalendars', externalCalendars);
  const externalCalendarSync = jobs.add(new ExternalCalendarSync({ ...jobDeps, service: externalCalendars }));
  app.decorate('externalCalendarSync', externalCalendarSync);
  if (options.startWorkers ?? true) app.addHook('onReady', async () => jobs.startAll());
  app.addHook('onClose', async () => {
    await jobs.stopAll();
    await database.close();
    // After the workers: the orphan sweeper may be deleting files until it stops.
    await storages.close();
  });

  registerErrorHandler(app);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  // Security headers from a helmet middleware built once (@fastify/helmet builds one, and parses the
  // policy, on every request: ~5 % of a busy server's CPU).
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cors, { origin: [config.publicUrl], credentials: false });
  // One connection for the limits; a failing Redis must not take the site down (the limits then let
  // requests through, logged), so commands fail fast instead of queueing.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { ...REDIS_DEADLINES, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  rateLimitRedis?.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) error'));
  // Counting starts shared: wait (briefly, never failing the start) for the connection.
  if (rateLimitRedis) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      rateLimitRedis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  app.decorate('rateLimitRedis', rateLimitRedis);
  app.addHook('onClose', async () => {
    if (rateLimitRedis) await closeRedis(rateLimitRedis);
  });
  await app.register(rateLimit, {
    global: true,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'tp:rl:', skipOnError: true } : {}),
    max: options.rateLimitMax ?? 600,
    timeWindow: '1 minute',
    // Static files of the web app are not counted: one page load fetches many of them.
    allowList: (request) => !isLimited(request.url),
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => rateLimited(),
  });

  const realtime = new Realtime(app.server, {
    config,
    db: database.db,
    clock,
    log: app.log,
    conversations,
    meetings,
    pushQueued: () => outbox.kick(),
    // Handshakes never reach a route: they have a limit of their own, counted like the others.
    admitHandshake: createAttemptLimit(app, {
      name: 'socket-handshake',
      windowMs: MINUTE_MS,
      max: options.socketHandshakesPerMinute ?? SOCKET_HANDSHAKES_PER_MINUTE,
    }),
  });
  app.decorate('realtime', realtime);
  metrics.observe({ openSockets: () => realtime.openSockets, outboxDepth: () => outbox.depth() });
  app.addHook('onReady', async () => realtime.start());
  // Open websockets would keep the HTTP server from closing: they end first.
  app.addHook('preClose', async () => realtime.close());

  // Before any route, so that each API route is checked for a session (modules/auth/public-routes.ts).
  registerAuthentication(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tanácsadó portál API',
        description: 'Az online szakértői és tanácsadói portál HTTP API-ja.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // A map of every route helps a developer and an attacker alike: served only where asked for (API_DOCS).
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  const searchIndex =
    options.searchIndex === false ? undefined : new AdviserSearchIndex(database.db, app.log);
  if (searchIndex) app.addHook('onClose', async () => searchIndex.stop());
  const discovery = new DiscoveryCache({
    onLookup: (cache, hit) => metrics.cacheLookup(cache, hit),
    ...(searchIndex ? { index: searchIndex } : {}),
  });
  app.decorate('discovery', discovery);
  // The public answers about advisers are stale after any change to them; cleared before the change's
  // answer leaves, so the caller's next read already sees it (and the other instances are told).
  events.on('advisers.changed', () => discovery.invalidate());
  if (config.redisUrl && rateLimitRedis) {
    const sync = await connectDiscoverySync(discovery, {
      publisher: rateLimitRedis,
      redisUrl: config.redisUrl,
      log: app.log,
    });
    app.addHook('onClose', async () => sync.close());
  }
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(typesRoutes);
  await app.register(adviserRoutes);
  await app.register(mediaRoutes);
  await app.register(askerRoutes);
  await app.register(scheduleRoutes);
  await app.register(appointmentRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(externalCalendarRoutes(externalCalendars));
  await app.register(waitlistRoutes(waitlist));
  await app.register(
    notificationRoutes({ vapidPublicKey: vapid.publicKey, allowAnyEndpoint: config.push.allowAnyEndpoint }),
  );
  await app.register(conversationRoutes);
  await app.register(meetingRoutes);
  await app.register(adminRoutes);
  await app.register(subscriptionRoutes);
  await app.register(adminAdviserRoutes);
  await app.register(adminSubscriptionRoutes);
  await app.register(adminAppointmentRoutes);
  await app.register(adminAuditRoutes);
  await app.register(settingsRoutes);
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  // Data export and account deletion (issue 18): routes, the export worker and the hourly upkeep.
  await registerAccountRights(app, { startWorkers: options.startWorkers ?? true });
  await app.register(seoRoutes, { pageSize: options.sitemapPageSize });
  // The local mailbox shows every mail (reset and 2FA codes) to anyone: only when it is on (config).
  if (config.devMailbox && transport.kind === 'local') await app.register(devMailRoutes);
  // Browser-test helpers write appointments directly: NODE_ENV=test on a loopback address only.
  if (config.env === 'test' && isLoopbackHost(config.host)) await app.register(testSupportRoutes);

  const rendering = await registerWebStatic(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
  });
  if (rendering) discovery.onClear(() => rendering.clear());
  await app.register(mediaFileRoutes);
  return app;
}

/** API calls and unknown paths count against the global per-IP limit; the web app's files do not. */
function isLimited(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/dev/');
}

function configuredTransport(config: Config, db: Database): MailTransport {
  if (config.smtpUrl) return new SmtpTransport(config.smtpUrl, config.mailFrom);
  if (config.devMailbox) return new LocalMailboxTransport(db);
  return new UndeliverableTransport();
}

function openConfiguredDatabase(config: Config) {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
}

function contentSecurityPolicy(config: Config) {
  const socketOrigin = config.publicUrl.replace(/^http/, 'ws');
  return {
    defaultSrc: ["'self'"],
    // The inline scripts, by their hashes: the cookie-choice mark in <head> (common/cookie-consent.ts)
    // and the server-rendered pages' script loader.
    scriptSrc: [
      "'self'",
      ...[CONSENT_MARK_SCRIPT, PAGE_SCRIPT_LOADER].map(
        (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      ),
    ],
    // Mantine injects its CSS variables and component styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Public adviser answers carry absolute image URLs (PUBLIC_URL), also when the site is opened by
    // another address of the same server.
    imgSrc: ["'self'", 'data:', 'blob:', new URL(config.publicUrl).origin],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socketOrigin],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}
