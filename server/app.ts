import '@common/zod-locale';
import { type Role, UPLOAD_QUOTA_BYTES } from '@common/constants';
import { SOCKET_HANDSHAKES_PER_MINUTE } from '@common/socket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import { registerHttpPolicies } from './http-policies';
import { createJobs, type Jobs } from './jobs';
import { trustFunction } from './lib/client-address';
import { type Clock, MINUTE_MS, systemClock } from './lib/clock';
import { DomainEvents } from './lib/domain-events';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler';
import { type LogStream, loggerOptions, requestIdOf } from './lib/logging';
import { AppMetrics } from './lib/metrics';
import { createAttemptLimit } from './lib/rate-limit';
import type { FileStorage } from './lib/storage';
import { createStorages } from './lib/storages';
import type { UploadQuota } from './lib/uploads';
import { validatorCompiler } from './lib/validation';
import { registerWebStatic } from './lib/web-static';
import { connectDiscoverySync, DiscoveryCache } from './modules/advisers/discovery-cache';
import { AdviserSearchIndex } from './modules/advisers/search-index';
import { secretBoxLoader } from './modules/invoicing/secret-box';
import {
  LocalMailboxTransport,
  type MailTransport,
  SmtpTransport,
  UndeliverableTransport,
} from './modules/mail/outbox';
import { mediaFileRoutes } from './modules/media/media-files.routes';
import { loadMediaSigningSecret, MediaUrls } from './modules/media/media-urls';
import { loadVapidKeys, PushSender } from './modules/notifications/push-sender';
import { Realtime } from './modules/realtime/realtime';
import { createPaymentProvider, type PaymentProvider } from './modules/subscriptions/payment-provider';
import { registerRoutes } from './routes';
import { createServices, type Services } from './services';
import { connectSubscribers } from './subscribers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    clock: Clock;
    /** The domain's facts, published by services after commit (lib/domain-events.ts, subscribers.ts). */
    events: DomainEvents;
    storage: FileStorage;
    /** Files that only their owners may download (invoices); never served statically. */
    privateStorage: FileStorage;
    /** Stored bytes allowed per account, by role. */
    uploadQuota: UploadQuota;
    /** Checkout provider chosen by the config (PAYMENT_PROVIDER, or Stripe when its keys are set). */
    payments: PaymentProvider;
    /** URLs of stored images: public for visible advisers, signed for everything else. */
    mediaUrls: MediaUrls;
    /** Every service, built once (services.ts). */
    services: Services;
    /** Every background job (jobs.ts); tests run them by hand. */
    jobs: Jobs;
    discovery: DiscoveryCache;
    /** socket.io on this server (modules/realtime): the domain's events reach open screens through it. */
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
  registerErrorHandler(app);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  // The public answers about advisers (and the sitemaps), cached; cleared by advisers.changed.
  const searchIndex =
    options.searchIndex === false ? undefined : new AdviserSearchIndex(database.db, app.log);
  const discovery = new DiscoveryCache({
    onLookup: (cache, hit) => metrics.cacheLookup(cache, hit),
    ...(searchIndex ? { index: searchIndex } : {}),
  });
  app.decorate('discovery', discovery);
  // The ports: database, files, clock, the domain's events; the services and jobs are made of them.
  const clock = options.clock ?? systemClock;
  const storages = await createStorages(config);
  const ports = {
    db: database.db,
    clock,
    events: new DomainEvents(app.log),
    config,
    log: app.log,
    storage: storages.storage,
    privateStorage: storages.privateStorage,
    uploadQuota: { ...UPLOAD_QUOTA_BYTES, ...options.uploadQuota },
    payments: options.paymentProvider ?? createPaymentProvider(config),
    invoicingKeys: secretBoxLoader(config.invoicing.keyring, database.db),
    sitemaps: { cache: discovery.sitemap, pageSize: options.sitemapPageSize },
  };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('events', ports.events);
  app.decorate('storage', ports.storage);
  app.decorate('privateStorage', ports.privateStorage);
  app.decorate('uploadQuota', ports.uploadQuota);
  app.decorate('payments', ports.payments);
  app.decorate('mediaUrls', new MediaUrls(ports.storage, await loadMediaSigningSecret(database.db), clock));
  const services = createServices(ports);
  app.decorate('services', services);
  const transport = options.mailTransport ?? configuredTransport(config, database.db);
  const vapid = await loadVapidKeys(database.db, config.push);
  const push = new PushSender(database.db, vapid, app.log);
  const jobs = createJobs(app, { ...ports, metrics, transport, push }, services);
  app.decorate('jobs', jobs);
  if (options.startWorkers ?? true) app.addHook('onReady', async () => jobs.registry.startAll());
  app.addHook('onClose', async () => {
    await jobs.registry.stopAll();
    await database.close();
    // After the workers: the orphan sweeper may be deleting files until it stops.
    await storages.close();
  });
  // Before the database closes (onClose hooks run last-added first).
  if (searchIndex) app.addHook('onClose', async () => searchIndex.stop());

  const rateLimitRedis = await registerHttpPolicies(app, config, options);
  app.decorate('rateLimitRedis', rateLimitRedis);
  const realtime = new Realtime(app.server, {
    ...ports,
    conversations: services.conversations,
    meetings: services.meetings,
    // Handshakes never reach a route: they have a limit of their own, counted like the others.
    admitHandshake: createAttemptLimit(app, {
      name: 'socket-handshake',
      windowMs: MINUTE_MS,
      max: options.socketHandshakesPerMinute ?? SOCKET_HANDSHAKES_PER_MINUTE,
    }),
  });
  app.decorate('realtime', realtime);
  metrics.observe({ openSockets: () => realtime.openSockets, outboxDepth: () => jobs.outbox.depth() });
  app.addHook('onReady', async () => realtime.start());
  // Open websockets would keep the HTTP server from closing: they end first.
  app.addHook('preClose', async () => realtime.close());

  if (config.redisUrl && rateLimitRedis) {
    const sync = await connectDiscoverySync(discovery, {
      publisher: rateLimitRedis,
      redisUrl: config.redisUrl,
      log: app.log,
    });
    app.addHook('onClose', async () => sync.close());
  }
  connectSubscribers(app);

  await registerRoutes(app, {
    vapidPublicKey: vapid.publicKey,
    localMailbox: transport.kind === 'local',
  });
  const rendering = await registerWebStatic(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
  });
  if (rendering) discovery.onClear(() => rendering.clear());
  await app.register(mediaFileRoutes);
  return app;
}

function configuredTransport(config: Config, db: Database): MailTransport {
  if (config.smtpUrl) return new SmtpTransport(config.smtpUrl, config.mailFrom);
  if (config.devMailbox) return new LocalMailboxTransport(db);
  return new UndeliverableTransport();
}

function openConfiguredDatabase(config: Config) {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
}
