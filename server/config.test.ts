import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
      SEED_DEMO: 'igen',
      ICE_SERVERS: '[{"urls":"turn:turn.portal.hu:3478","username":"u","credential":"c"}]',
      LOG_LEVEL: 'warn',
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
      seedDemo: true,
      iceServers: [{ urls: 'turn:turn.portal.hu:3478', username: 'u', credential: 'c' }],
      logLevel: 'warn',
    });
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
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

  it('takes Stripe only with both keys and refuses half a setup without echoing the key', () => {
    expect(loadConfig({}).stripeSecretKey).toBeUndefined();
    const both = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(both.stripeWebhookSecret).toBe('whsec_abc');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_titkos' })).toThrow(/mindkettő kell/);
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_titkos' });
    } catch (caught) {
      expect((caught as ConfigError).message).not.toContain('sk_test_titkos');
    }
  });
});
