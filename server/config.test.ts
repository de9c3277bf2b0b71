import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeMode, loadConfig } from './config';

/** Real payments need these too (issue 39): the keyring sealing invoicing keys, the platform's invoicing. */
const INVOICING_KEY = Buffer.alloc(32, 3).toString('base64');
const INVOICING = { INVOICING_KEYS: `k1:${INVOICING_KEY}`, PLATFORM_INVOICING: 'manual' };

describe('configuration from the environment', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/portal', 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      iceServers: [],
      demoMode: true,
      devMailbox: true,
      paymentProvider: 'demo',
    });
  });

  it('reads every variable of the run contract', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mailer:587',
      MAIL_FROM: 'Portál <info@portal.hu>',
      PUBLIC_URL: 'https://portal.hu/',
      SEED_DEMO: 'nem',
      ICE_SERVERS: '[{"urls":"turn:turn.portal.hu:3478","username":"u","credential":"c"}]',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'demo',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal@db:5432/portal',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mailer:587',
      mailFrom: 'Portál <info@portal.hu>',
      publicUrl: 'https://portal.hu',
      seedDemo: false,
      iceServers: [{ urls: 'turn:turn.portal.hu:3478', username: 'u', credential: 'c' }],
      logLevel: 'warn',
    });
  });

  it('does not seed demo data in production, and refuses it asked for there', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    // Accounts with the published password on a live site would let anyone in, as an admin too.
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: éles üzemben \(NODE_ENV=production\) nem kapcsolható be/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('stops with one message that lists every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://u:titok@db/x',
        SEED_DEMO: 'talán',
        LOG_LEVEL: 'hangos',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('PORT: egész szám kell 1 és 65535 között (kapott érték: "abc")');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SEED_DEMO');
    expect(message).toContain('LOG_LEVEL');
    // A password in a bad URL is never echoed.
    expect(message).not.toContain('titok');
  });

  it('refuses out-of-range ports and malformed ICE servers without echoing credentials', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    let error: ConfigError | undefined;
    try {
      loadConfig({ ICE_SERVERS: '[{"username":"titkos-turn"}]' });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error?.message).toContain('ICE_SERVERS: JSON tömb kell');
    expect(error?.message).not.toContain('titkos-turn');
  });

  it('takes Stripe only with all three secrets and refuses part of a setup without echoing the key', () => {
    expect(loadConfig({}).stripeSecretKey).toBeUndefined();
    const both = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
      ...INVOICING,
    });
    expect(both.stripeWebhookSecret).toBe('whsec_abc');
    expect(both.stripeConnectWebhookSecret).toBe('whsec_connect');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_titkos' })).toThrow(/mindhárom kell/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_titkos', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET/);
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_titkos' });
    } catch (caught) {
      expect((caught as ConfigError).message).not.toContain('sk_test_titkos');
    }
  });

  it('asks for invoicing settings with real payments, and refuses a malformed keyring without echoing it', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
    };
    expect(() => loadConfig({ ...stripe, PLATFORM_INVOICING: 'manual' })).toThrow(
      /INVOICING_KEYS: valódi fizetés/,
    );
    expect(() => loadConfig({ ...stripe, INVOICING_KEYS: INVOICING.INVOICING_KEYS })).toThrow(
      /PLATFORM_INVOICING: valódi fizetés/,
    );
    expect(() => loadConfig({ ...stripe, ...INVOICING, PLATFORM_INVOICING: 'demo' })).toThrow(
      /nem lehet demo/,
    );
    expect(() => loadConfig({ ...stripe, ...INVOICING, PLATFORM_INVOICING: 'billingo' })).toThrow(
      /PLATFORM_INVOICING_KEY/,
    );
    let error: unknown;
    try {
      loadConfig({ INVOICING_KEYS: 'k1:c2hvcnQtdGl0a29z' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).message).toContain('INVOICING_KEYS: a(z) k1 kulcs nem 32 bájtos');
    expect((error as ConfigError).message).not.toContain('c2hvcnQtdGl0a29z');
    const config = loadConfig({ ...stripe, ...INVOICING });
    expect(config.invoicing).toMatchObject({ demoAllowed: false, platform: { provider: 'manual' } });
    expect(config.invoicing.keyring?.[0]?.id).toBe('k1');
    // Test payments: the demo invoicing by default, a local key made once.
    expect(loadConfig({}).invoicing).toMatchObject({
      keyring: undefined,
      demoAllowed: true,
      platform: { provider: 'demo' },
    });
  });

  it('turns the conveniences on only on a developer machine: loopback, embedded database, no proxy', () => {
    const off = (env: NodeJS.ProcessEnv) => {
      const config = loadConfig(env);
      expect(config).toMatchObject({ demoMode: false, seedDemo: false, devMailbox: false, apiDocs: false });
    };
    const demoPayments = { PAYMENT_PROVIDER: 'demo' };
    off({ ...demoPayments, DATABASE_URL: 'postgres://portal@db:5432/portal' });
    off({ ...demoPayments, HOST: '0.0.0.0' });
    off({ ...demoPayments, HOST: '::' });
    off({ ...demoPayments, HOST: '192.168.1.20' });
    off({ ...demoPayments, TRUST_PROXY: '1' });
    off({ ...demoPayments, PUBLIC_URL: 'https://tanacsado.example.hu' });
    off({ ...demoPayments, NODE_ENV: 'production' });
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2', '::ffff:127.0.0.1']) {
      expect(loadConfig({ HOST: host, PUBLIC_URL: 'http://127.0.0.1:3000' }).demoMode).toBe(true);
    }
  });

  it('takes explicit SEED_DEMO, DEV_MAILBOX and API_DOCS over the mode, and never shows mail sent over SMTP', () => {
    const server = {
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      PAYMENT_PROVIDER: 'demo',
    };
    expect(loadConfig({ ...server, SEED_DEMO: 'true', DEV_MAILBOX: 'true', API_DOCS: 'true' })).toMatchObject(
      {
        demoMode: false,
        seedDemo: true,
        devMailbox: true,
        apiDocs: true,
      },
    );
    expect(loadConfig({ SEED_DEMO: 'false', DEV_MAILBOX: 'false', API_DOCS: 'false' })).toMatchObject({
      demoMode: true,
      seedDemo: false,
      devMailbox: false,
      apiDocs: false,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mailer:587' }).devMailbox).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo', DEV_MAILBOX: 'true' }),
    ).toThrow(/DEV_MAILBOX: éles üzemben/);
  });

  it('refuses production without Stripe unless demo payments are asked for by name', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://portal@db:5432/portal' };
    let error: unknown;
    try {
      loadConfig(production);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('Nincs fizetési szolgáltató');
    expect(message).toContain('STRIPE_SECRET_KEY');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET');
    expect(message).toContain('PAYMENT_PROVIDER=demo');
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'demo' }).paymentProvider).toBe('demo');
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
      ...INVOICING,
    };
    expect(loadConfig({ ...production, ...keys }).paymentProvider).toBe('stripe');
    // Stripe by name needs its keys.
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER=stripe/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('takes demo payments by default only in local demo mode, whatever NODE_ENV says', () => {
    expect(loadConfig({}).paymentProvider).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }).paymentProvider).toBe('demo');
    // A server without NODE_ENV: any sign of a deployment turns the free default off.
    for (const deployed of [
      { HOST: '0.0.0.0' },
      { DATABASE_URL: 'postgres://portal@db:5432/portal' },
      { TRUST_PROXY: '1' },
      { PUBLIC_URL: 'https://tanacsado.example.hu' },
    ]) {
      expect(() => loadConfig(deployed), JSON.stringify(deployed)).toThrow(/Nincs fizetési szolgáltató/);
      expect(loadConfig({ ...deployed, PAYMENT_PROVIDER: 'demo' }).paymentProvider).toBe('demo');
      const keys = {
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
        ...INVOICING,
      };
      expect(loadConfig({ ...deployed, ...keys }).paymentProvider).toBe('stripe');
    }
  });

  it('names the active mode in one start-log line', () => {
    expect(describeMode(loadConfig({}))).toBe(
      'Demó mód: helyi postafiók (/dev/mail, bárki olvashatja); demó fiókok üres adatbázisba; demó fizetés (ingyenes tesztfizetés); API leírás a /api/docs címen',
    );
    const server = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
      ...INVOICING,
    });
    expect(describeMode(server)).toMatch(
      /^Üzemi mód: levelek NEM mennek ki .*; nincsenek demó fiókok; Stripe fizetés; nincs nyilvános API leírás$/,
    );
  });

  it('reads the object store, TURN and metrics settings, refusing half of each without echoing secrets', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'portal-uploads',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'titkos-s3-kulcs',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-uploads',
      region: 'us-east-1',
      accessKeyId: 'portal',
      secretAccessKey: 'titkos-s3-kulcs',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    let error: unknown;
    try {
      loadConfig({ S3_ACCESS_KEY_ID: 'portal', S3_SECRET_ACCESS_KEY: 'x', TURN_SECRET: 'rovid-titok' });
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toContain('TURN_SECRET');
    expect(String(error)).not.toContain('rovid-titok');
    const turn = loadConfig({
      TURN_SECRET: 'egy-eleg-hosszu-turn-titok',
      TURN_URLS: 'turn:turn.pelda.hu:3478, turns:turn.pelda.hu:5349?transport=tcp',
    });
    expect(turn.turn).toEqual({
      secret: 'egy-eleg-hosszu-turn-titok',
      urls: ['turn:turn.pelda.hu:3478', 'turns:turn.pelda.hu:5349?transport=tcp'],
    });
    expect(() => loadConfig({ TURN_SECRET: 'egy-eleg-hosszu-turn-titok' })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ TURN_SECRET: 'egy-eleg-hosszu-turn-titok', TURN_URLS: 'stun:x:3478' })).toThrow(
      /TURN_URLS/,
    );
    expect(loadConfig({ METRICS_TOKEN: 'egy-eleg-hosszu-metrika-token' }).metricsToken).toBe(
      'egy-eleg-hosszu-metrika-token',
    );
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it('reads ICE_TRANSPORT_POLICY and refuses relay-only calls without a TURN server', () => {
    expect(loadConfig({}).iceTransportPolicy).toBe('all');
    const turn = { TURN_SECRET: 'egy-eleg-hosszu-turn-titok', TURN_URLS: 'turn:turn.pelda.hu:3478' };
    expect(loadConfig({ ...turn, ICE_TRANSPORT_POLICY: 'relay' }).iceTransportPolicy).toBe('relay');
    expect(
      loadConfig({
        ICE_SERVERS: '[{"urls":["turn:turn.pelda.hu:3478"],"username":"u","credential":"c"}]',
        ICE_TRANSPORT_POLICY: 'relay',
      }).iceTransportPolicy,
    ).toBe('relay');
    expect(() => loadConfig({ ICE_TRANSPORT_POLICY: 'relay' })).toThrow(/TURN szerver kell/);
    expect(() =>
      loadConfig({ ICE_SERVERS: '[{"urls":"stun:stun.pelda.hu:3478"}]', ICE_TRANSPORT_POLICY: 'relay' }),
    ).toThrow(/TURN szerver kell/);
    expect(() => loadConfig({ ICE_TRANSPORT_POLICY: 'csak-relay' })).toThrow(
      /ICE_TRANSPORT_POLICY: értéke all vagy relay lehet/,
    );
  });
});
