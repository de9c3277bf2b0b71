import { createHash } from 'node:crypto';
import { CONSENT_MARK_SCRIPT } from '@common/cookie-consent';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { clientKey } from './lib/client-address';
import { rateLimited } from './lib/rate-limit';
import { closeRedis, REDIS_DEADLINES } from './lib/redis';
import { PAGE_SCRIPT_LOADER } from './modules/pages/server-rendering';

/**
 * What every request passes before a route: security headers, CORS, the global per-IP limit (shared
 * through Redis when REDIS_URL is set). Returns the limits' Redis connection
 * (the discovery cache's sync and the readiness check use it too).
 */
export async function registerHttpPolicies(
  app: FastifyInstance,
  config: Config,
  options: { rateLimitMax?: number | undefined },
) {
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

  return rateLimitRedis;
}

/** API calls and unknown paths count against the global per-IP limit; the web app's files do not. */
function isLimited(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/dev/');
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
