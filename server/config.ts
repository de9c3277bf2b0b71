import path from 'node:path';
import type { PaymentProviderName } from '@common/api/subscriptions';
import { VAT_RATES } from '@common/constants';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { TrustProxy } from './lib/client-address';
import { DEFAULT_INVOICING_ENDPOINTS, type InvoicingEndpoints } from './modules/invoicing/invoicing-port';
import { parseKeyring } from './modules/invoicing/keyring';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', 'igen', 'nem'].includes(v), {
    message: 'értéke true vagy false (1/0, on/off) lehet',
  })
  .transform((v) => ['1', 'true', 'on', 'yes', 'igen'].includes(v));

const urlWithProtocols = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `érvényes URL kell, pl. ${example}` },
    );

const iceServer = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const iceServersText = z.string().transform((text, ctx) => {
  try {
    const parsed = z.array(iceServer).safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the one message below
  }
  ctx.addIssue({
    code: 'custom',
    message: 'JSON tömb kell, pl. [{"urls":"stun:stun.example.hu:3478"}]',
  });
  return z.NEVER;
});

/** A hop count ("1") or a comma-separated list of proxy addresses/CIDRs ("10.0.0.0/8, ::1"). */
const trustProxyText = z.string().transform((text, ctx): TrustProxy => {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = addresses.length > 0 && addresses.every((address) => isAddressOrRange(address));
  if (valid) return { addresses };
  ctx.addIssue({
    code: 'custom',
    message: 'a proxyk száma (pl. 1) vagy címeik vesszővel elválasztva kell (pl. 10.0.0.0/8, ::1)',
  });
  return z.NEVER;
});

function isAddressOrRange(text: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  try {
    if (text.includes('/')) ipaddr.parseCIDR(text);
    else ipaddr.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Variables whose values are secrets: an error names them but never shows the value. */
const SECRET_VARIABLES = new Set([
  'ICE_SERVERS',
  'S3_SECRET_ACCESS_KEY',
  'TURN_SECRET',
  'METRICS_TOKEN',
  'INVOICING_KEYS',
  'PLATFORM_INVOICING_KEY',
]);

/** Every environment variable of DESIGN.md §3. Empty strings count as unset. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'egész szám kell 1 és 65535 között' })
    .int('egész szám kell 1 és 65535 között')
    .min(1, 'egész szám kell 1 és 65535 között')
    .max(65535, 'egész szám kell 1 és 65535 között')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'postgres://felhasznalo@localhost:5432/adatbazis',
  ).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://felhasznalo:jelszo@smtp.example.hu:587').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Tanácsadó portál <noreply@localhost>'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://tanacsado.example.hu').optional(),
  SEED_DEMO: booleanText.optional(),
  /** The local mailbox at /dev/mail (every mail readable there): on by default only in demo mode. */
  DEV_MAILBOX: booleanText.optional(),
  /** The browsable API docs and the OpenAPI document: on by default only in demo mode. */
  API_DOCS: booleanText.optional(),
  /** stripe or demo; by default Stripe when its keys are set, demo only in local demo mode. */
  PAYMENT_PROVIDER: z.enum(['stripe', 'demo'], { message: 'értéke stripe vagy demo lehet' }).optional(),
  ICE_SERVERS: iceServersText.optional(),
  /** Where the built web app is (default dist/web); lets parallel test runs serve their own builds. */
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `értéke ezek egyike lehet: ${LOG_LEVELS.join(', ')}` }).optional(),
  /** Stripe keys (secrets: never echoed or logged); with both set, checkout goes through Stripe. */
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** The signing secret of the Connect webhook endpoint (advisers' payout accounts: account.updated). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  TRUST_PROXY: trustProxyText.optional(),
  /**
   * The keys that seal advisers' invoicing keys at rest ("id:base64key,…", 32 bytes each, the first
   * seals); secret. Required with real payments (Stripe); otherwise a local key is made once.
   */
  INVOICING_KEYS: z
    .string()
    .trim()
    .transform((text, ctx) => {
      const ring = parseKeyring(text);
      if (typeof ring === 'string') ctx.addIssue({ code: 'custom', message: ring });
      return typeof ring === 'string' ? z.NEVER : ring;
    })
    .optional(),
  /** How the platform invoices subscription payments: billingo, szamlazz, manual (elsewhere) or demo. */
  PLATFORM_INVOICING: z
    .enum(['billingo', 'szamlazz', 'manual', 'demo'], {
      message: 'értéke billingo, szamlazz, manual vagy demo lehet',
    })
    .optional(),
  /** The platform's Billingo API key or Számlázz.hu Agent key (secret). */
  PLATFORM_INVOICING_KEY: z.string().trim().min(1).optional(),
  /** Billingo: the invoice block id; Számlázz.hu: the invoice number prefix. */
  PLATFORM_INVOICING_BLOCK: z.string().trim().min(1).max(50).optional(),
  PLATFORM_VAT_RATE: z.enum(VAT_RATES, { message: 'értéke AAM, TAM vagy 27% lehet' }).default('27%'),
  /** Where Billingo's API and Számlázz.hu's Agent answer (tests point them at local fakes). */
  BILLINGO_API_URL: urlWithProtocols(['http:', 'https:'], 'https://api.billingo.hu/v3').optional(),
  SZAMLAZZ_AGENT_URL: urlWithProtocols(['http:', 'https:'], 'https://www.szamlazz.hu/szamla/').optional(),
  /** Each invoicing request's time limit (ms); a lapsed one is retried through the outbox. */
  INVOICING_TIMEOUT_MS: z.coerce
    .number({ message: 'egész szám kell 100 és 120000 között' })
    .int('egész szám kell 100 és 120000 között')
    .min(100, 'egész szám kell 100 és 120000 között')
    .max(120_000, 'egész szám kell 100 és 120000 között')
    .optional(),
  /** Where uploads live: local disk under DATA_DIR (default) or an S3-compatible object store. */
  STORAGE: z.enum(['local', 's3'], { message: 'értéke local vagy s3 lehet' }).default('local'),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:9000').optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'érvényes bucket név kell (3–63 kisbetű, szám, pont, kötőjel)',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  /** Secret: never echoed or logged. */
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  /** coturn's static-auth-secret (REST API scheme): TURN credentials are minted per meeting from it. */
  TURN_SECRET: z.string().trim().min(16, 'legalább 16 karakter kell').optional(),
  /** Comma-separated TURN URLs handed out with the minted credentials, e.g. turn:turn.example.hu:3478. */
  TURN_URLS: z
    .string()
    .trim()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.length > 0 && urls.every((url) => /^turns?:[^\s]+$/.test(url)), {
      message: 'turn: vagy turns: címek kellenek vesszővel elválasztva, pl. turn:turn.example.hu:3478',
    })
    .optional(),
  /** `relay`: calls go only through TURN, so neither party learns the other's address. */
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay'], { message: 'értéke all vagy relay lehet' }).default('all'),
  /** Bearer token for GET /metrics (Prometheus); without it /metrics is refused. Secret. */
  METRICS_TOKEN: z.string().trim().min(16, 'legalább 16 karakter kell').optional(),
  /**
   * Advisers' external calendars may be fetched from loopback and private-network addresses (a calendar
   * server on the operator's own network; the tests). Off: only public addresses (no SSRF).
   */
  EXTERNAL_CALENDAR_ALLOW_PRIVATE: booleanText.optional(),
  /** Web Push (VAPID) key pair; without them the server makes one and keeps it in the database. */
  VAPID_PUBLIC_KEY: z.string().trim().min(40, 'érvénytelen kulcs').optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(20, 'érvénytelen kulcs').optional(),
  /** Whom push services may contact about this sender: mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, 'mailto: vagy https:// kezdetű legyen')
    .optional(),
  /** Push endpoints may be any http(s) address, not only the browsers' push services (tests only: SSRF). */
  PUSH_ALLOW_ANY_ENDPOINT: booleanText.optional(),
});

export type IceServer = z.infer<typeof iceServer>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin of the site as users reach it, without a trailing slash. */
  publicUrl: string;
  /**
   * A developer's own machine: not production, listening on loopback only, the embedded database, no
   * proxy, a local PUBLIC_URL. Only then are the conveniences (mailbox, demo accounts, demo payments)
   * on by default.
   */
  demoMode: boolean;
  /** Demo accounts with published passwords are added to an empty database. */
  seedDemo: boolean;
  /** Mail goes into the local mailbox, readable by anyone at /dev/mail (never with SMTP_URL). */
  devMailbox: boolean;
  /** /api/docs and /api/openapi.json are served (they map every route for a visitor). */
  apiDocs: boolean;
  /** Who takes payments; `demo` makes every purchase a free test payment. */
  paymentProvider: PaymentProviderName;
  iceServers: IceServer[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Built web app served by the API (not an environment variable: fixed by the build). */
  webDistDir: string;
  /** Stripe API and webhook signing secrets (both or neither). */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeConnectWebhookSecret: string | undefined;
  /** Invoices (issue 39): see InvoicingConfig. */
  invoicing: InvoicingConfig;
  /** Proxies in front of the app whose X-Forwarded-For names the client (none by default). */
  trustProxy: TrustProxy;
  /** File storage: local disk (DATA_DIR/uploads and DATA_DIR/private) or one S3-compatible bucket. */
  storage: StorageConfig;
  /** Time-limited TURN credentials per meeting (coturn's REST API scheme), when configured. */
  turn: { secret: string; urls: string[] } | undefined;
  /** RTCPeerConnection's iceTransportPolicy for meetings: `relay` hides the parties' addresses. */
  iceTransportPolicy: 'all' | 'relay';
  /** Bearer token that opens GET /metrics; undefined = /metrics is refused. */
  metricsToken: string | undefined;
  /** External calendars may live on loopback or private addresses (off by default: SSRF). */
  externalCalendarsAllowPrivate: boolean;
  /** Web Push: the configured VAPID keys (else made once and stored), the subject, any endpoint allowed. */
  push: { publicKey?: string; privateKey?: string; subject: string; allowAnyEndpoint: boolean };
}

export interface InvoicingConfig {
  /** The keyring sealing advisers' invoicing keys; undefined: a local key made once (demo payments only). */
  keyring: { id: string; key: Buffer }[] | undefined;
  /** Advisers may choose the demo adapter (only with demo payments: no test invoice for real money). */
  demoAllowed: boolean;
  /** The platform's own invoices of subscription payments. */
  platform: {
    provider: 'billingo' | 'szamlazz' | 'manual' | 'demo';
    secret: string | undefined;
    block: string | null;
    vatRate: (typeof VAT_RATES)[number];
  };
  endpoints: InvoicingEndpoints;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Custom endpoint (MinIO, Garage, a local peer); undefined = AWS. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Hibás beállítás, a szerver nem indul el:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into a typed config; throws one ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim() === '' ? undefined : env[key]])
      .filter(([, value]) => value !== undefined),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      // ICE_SERVERS may hold TURN credentials: never echo it; URLs are echoed without their password.
      const shown =
        SECRET_VARIABLES.has(key) || key.startsWith('STRIPE_')
          ? ''
          : ` (kapott érték: ${JSON.stringify(redactUrl(String(env[key])))})`;
      return `${key}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  // Half a Stripe setup would silently fall back to demo payments, or leave advisers' payout accounts
  // never updated: refuse it instead.
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_CONNECT_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET és STRIPE_CONNECT_WEBHOOK_SECRET: a Stripe fizetéshez mindhárom kell (vagy egyik sem a demó fizetéshez)',
    ]);
  }
  const production = e.NODE_ENV === 'production';
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError(['S3_BUCKET: STORAGE=s3 mellett kötelező (a feltöltött fájlok tárolója)']);
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID és S3_SECRET_ACCESS_KEY: mindkettő kell (vagy egyik sem, ha a környezet adja a kulcsot)',
    ]);
  }
  if (!e.TURN_SECRET !== !e.TURN_URLS) {
    throw new ConfigError([
      'TURN_SECRET és TURN_URLS: a TURN szerver használatához mindkettő kell (vagy egyik sem)',
    ]);
  }
  const hasTurn =
    Boolean(e.TURN_SECRET) ||
    (e.ICE_SERVERS ?? []).some((server) => [server.urls].flat().some((url) => /^turns?:/.test(url)));
  // Relay-only calls without any TURN server could never connect.
  if (e.ICE_TRANSPORT_POLICY === 'relay' && !hasTurn) {
    throw new ConfigError([
      'ICE_TRANSPORT_POLICY=relay: TURN szerver kell hozzá (TURN_SECRET és TURN_URLS, vagy turn: cím az ICE_SERVERS-ben)',
    ]);
  }
  const demoMode =
    !production &&
    isLoopbackHost(e.HOST) &&
    !e.DATABASE_URL &&
    !e.TRUST_PROXY &&
    (!e.PUBLIC_URL || isLoopbackHost(new URL(e.PUBLIC_URL).hostname));
  if (production && e.DEV_MAILBOX) {
    throw new ConfigError([
      'DEV_MAILBOX: éles üzemben (NODE_ENV=production) nem kapcsolható be, mert a /dev/mail oldalon bárki olvashatná a leveleket (belépési és visszaállító kódokat); állítsa be az SMTP_URL-t',
    ]);
  }
  if (production && e.SEED_DEMO) {
    throw new ConfigError([
      'SEED_DEMO: éles üzemben (NODE_ENV=production) nem kapcsolható be, mert a demó fiókok jelszava nyilvános, így bárki beléphetne velük (adminisztrátorként is); hozzon létre saját fiókot: npm run create-admin',
    ]);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY és VAPID_PRIVATE_KEY: mindkettő kell, vagy egyik sem']);
  }
  if (production && e.PUSH_ALLOW_ANY_ENDPOINT) {
    throw new ConfigError([
      'PUSH_ALLOW_ANY_ENDPOINT: éles üzemben (NODE_ENV=production) nem kapcsolható be, mert bármely felhasználó tetszőleges címre küldethetne kérést a szerverrel',
    ]);
  }
  const hasStripe = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  if (e.PAYMENT_PROVIDER === 'stripe' && !hasStripe) {
    throw new ConfigError([
      'PAYMENT_PROVIDER=stripe: a STRIPE_SECRET_KEY és a STRIPE_WEBHOOK_SECRET is kell',
    ]);
  }
  // Like the mailbox: outside a developer's own machine a missing key must not turn every purchase
  // into a free test payment, whatever NODE_ENV says.
  if (!demoMode && !hasStripe && e.PAYMENT_PROVIDER !== 'demo') {
    throw new ConfigError([
      'Nincs fizetési szolgáltató: helyi demó módon kívül (éles üzemben, nem helyi HOST, DATABASE_URL, TRUST_PROXY vagy nem helyi PUBLIC_URL mellett) állítsa be a STRIPE_SECRET_KEY és a STRIPE_WEBHOOK_SECRET változót, vagy kérje kifejezetten az ingyenes tesztfizetést: PAYMENT_PROVIDER=demo',
    ]);
  }
  // Real money must be invoiced for real, and the advisers' keys sealed under the operator's own key.
  if (hasStripe && e.PAYMENT_PROVIDER !== 'demo') {
    if (!e.INVOICING_KEYS)
      throw new ConfigError([
        'INVOICING_KEYS: valódi fizetés (Stripe) mellett kötelező — ezzel titkosítja a szerver a tanácsadók számlázó kulcsait (pl. INVOICING_KEYS=k1:$(openssl rand -base64 32))',
      ]);
    if (!e.PLATFORM_INVOICING || e.PLATFORM_INVOICING === 'demo')
      throw new ConfigError([
        'PLATFORM_INVOICING: valódi fizetés (Stripe) mellett kötelező, és nem lehet demo — az előfizetések számlái billingo, szamlazz vagy (máshol kiállítva) manual',
      ]);
  }
  const platformInvoicing = e.PLATFORM_INVOICING ?? 'demo';
  if ((platformInvoicing === 'billingo' || platformInvoicing === 'szamlazz') && !e.PLATFORM_INVOICING_KEY) {
    throw new ConfigError([
      `PLATFORM_INVOICING_KEY: PLATFORM_INVOICING=${platformInvoicing} mellett kötelező (a portál saját ${platformInvoicing === 'billingo' ? 'Billingo API-kulcsa' : 'Számla Agent kulcsa'})`,
    ]);
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (hasStripe ? 'stripe' : 'demo');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    demoMode,
    seedDemo: e.SEED_DEMO ?? demoMode,
    // With SMTP_URL the mail goes out for real: there is nothing to show locally.
    devMailbox: !e.SMTP_URL && (e.DEV_MAILBOX ?? demoMode),
    apiDocs: e.API_DOCS ?? demoMode,
    paymentProvider,
    iceServers: e.ICE_SERVERS ?? [],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? 'dist/web'),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeConnectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
    invoicing: {
      keyring: e.INVOICING_KEYS,
      demoAllowed: paymentProvider === 'demo',
      platform: {
        provider: platformInvoicing,
        secret: e.PLATFORM_INVOICING_KEY,
        block: e.PLATFORM_INVOICING_BLOCK ?? null,
        vatRate: e.PLATFORM_VAT_RATE,
      },
      endpoints: {
        ...DEFAULT_INVOICING_ENDPOINTS,
        ...(e.BILLINGO_API_URL ? { billingoUrl: e.BILLINGO_API_URL.replace(/\/+$/, '') } : {}),
        ...(e.SZAMLAZZ_AGENT_URL ? { szamlazzUrl: e.SZAMLAZZ_AGENT_URL } : {}),
        ...(e.INVOICING_TIMEOUT_MS ? { timeoutMs: e.INVOICING_TIMEOUT_MS } : {}),
      },
    },
    trustProxy: e.TRUST_PROXY ?? false,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET as string,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : { kind: 'local' },
    turn: e.TURN_SECRET && e.TURN_URLS ? { secret: e.TURN_SECRET, urls: e.TURN_URLS } : undefined,
    iceTransportPolicy: e.ICE_TRANSPORT_POLICY,
    metricsToken: e.METRICS_TOKEN,
    externalCalendarsAllowPrivate: e.EXTERNAL_CALENDAR_ALLOW_PRIVATE ?? false,
    push: {
      ...(e.VAPID_PUBLIC_KEY ? { publicKey: e.VAPID_PUBLIC_KEY } : {}),
      ...(e.VAPID_PRIVATE_KEY ? { privateKey: e.VAPID_PRIVATE_KEY } : {}),
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
      allowAnyEndpoint: e.PUSH_ALLOW_ANY_ENDPOINT ?? false,
    },
  };
}

/** The address part of MAIL_FROM ('Név <a@b>' or 'a@b'). */
function mailAddress(from: string): string {
  return from.match(/<([^>]+)>/)?.[1] ?? from.trim();
}

/** localhost, 127.0.0.0/8 or ::1 (also bracketed or IPv4-mapped): reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  try {
    // process() turns an IPv4-mapped IPv6 address into IPv4.
    return ipaddr.process(name).range() === 'loopback';
  } catch {
    return false;
  }
}

/** One line for the start log: which conveniences are on, so nobody runs a demo by accident. */
export function describeMode(config: Config): string {
  const mail = config.smtpUrl
    ? 'levelek SMTP-n'
    : config.devMailbox
      ? 'helyi postafiók (/dev/mail, bárki olvashatja)'
      : 'levelek NEM mennek ki (nincs SMTP_URL; DEV_MAILBOX=true a helyi postafiókhoz)';
  const seed = config.seedDemo ? 'demó fiókok üres adatbázisba' : 'nincsenek demó fiókok';
  const pay = config.paymentProvider === 'demo' ? 'demó fizetés (ingyenes tesztfizetés)' : 'Stripe fizetés';
  const docs = config.apiDocs ? 'API leírás a /api/docs címen' : 'nincs nyilvános API leírás';
  return `${config.demoMode ? 'Demó mód' : 'Üzemi mód'}: ${mail}; ${seed}; ${pay}; ${docs}`;
}

/** Hides a password inside a URL so that an error message never prints a secret. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.password || url.username ? url.toString() : value;
  } catch {
    return value;
  }
}
