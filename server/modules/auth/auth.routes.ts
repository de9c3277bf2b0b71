import { authApi } from '@common/api/auth';
import { messages } from '@common/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '../../lib/client-address';
import { createCountedLimit, createLimiter } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { presentMessage, presentSession, presentUserAnswer } from './auth.presenter';
import { requireAuth } from './authenticate';

const WINDOW_MS = 15 * 60_000;
/**
 * Limits per 15 minutes. Wrong passwords count per account *and client*, so a stranger spending an
 * account's tries from his address does not lock its owner out elsewhere; a per-client ceiling stops a
 * guesser trying many accounts, and a per-account one a guesser spread over many addresses. That one
 * refuses only clients that have failed already: a client with a clean record (the owner on a new
 * device) may always try its password. Per-client limits are loose enough for many people behind one
 * address (an office, a school's NAT).
 */
export const LOGIN_FAILURES = { perAccountClient: 10, perAccount: 30, perClient: 60 } as const;
/**
 * Wrong codes count per account and per client here; per (code, client) the code itself counts them
 * (one-time-codes.ts), so a new code is usable at once by a client that got the previous one wrong. The
 * per-account ceiling stays a hard one: a 6-digit code cannot afford a fresh guess per address.
 */
export const CODE_FAILURES = { perAccount: 15, perClient: 60 } as const;
/**
 * Code sends count every request: per (e-mail, client), per client, and per e-mail, the last only for
 * clients that asked for this e-mail already, so a stranger's requests never keep its owner's code away.
 */
export const SENDS = { perAccountClient: 5, perAccount: 20, perClient: 30 } as const;
const SETTINGS_PER_USER = 10;

/** Every call of SPEC.md §7 "Auth" plus the account settings of DESIGN.md §7. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;
  const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });
  /** The per-client key: the IPv4 address, or the /64 of an IPv6 one. */
  const client = (request: FastifyRequest) => clientKey(request.ip);

  // Each limit is one store, shared by the routes that use it: all code sends count together, and
  // so do all code checks. The account is the e-mail of the body, or the logged-in user.
  const accountKey = (request: FastifyRequest) =>
    (request.body as { email?: string } | undefined)?.email ?? request.auth?.user.id ?? client(request);
  /**
   * Counted per (account, client), per account and per client. With `waiver` the per-account ceiling
   * refuses only a client whose count under that key (its own, or its own for this account) is not zero.
   */
  const countedLimit = (
    name: string,
    max: { perAccountClient?: number; perAccount: number; perClient: number },
    waiver?: 'client' | 'pair',
  ) =>
    createCountedLimit(app, {
      name,
      windowMs: WINDOW_MS,
      counters: (request) => {
        const account = accountKey(request);
        const from = client(request);
        // E-mails hold no spaces, so the pair cannot be confused with another.
        const pair = `pair:${account} ${from}`;
        const perClient = `ip:${from}`;
        const unlessClean = waiver && { client: perClient, pair }[waiver];
        return [
          ...(max.perAccountClient === undefined ? [] : [{ key: pair, max: max.perAccountClient }]),
          { key: `account:${account}`, max: max.perAccount, unlessClean },
          { key: perClient, max: max.perClient },
        ];
      },
    });
  const loginFailures = countedLimit('login', LOGIN_FAILURES, 'client');
  // Every code check (e-mail, two-factor, password reset) counts against one limit, failures only.
  const codeFailures = countedLimit('code', CODE_FAILURES);
  const checking = [codeFailures.guard];
  const sending = [countedLimit('send', SENDS, 'pair').guard];
  const settings = [
    createLimiter(app, {
      name: 'settings:account',
      max: SETTINGS_PER_USER,
      windowMs: WINDOW_MS,
      key: accountKey,
    }),
  ];

  route(
    app,
    authApi.register,
    async (request, reply) => {
      await service.register(request.body, client(request));
      return reply.code(201).send(presentMessage(messages.auth.registered));
    },
    { preHandler: sending },
  );

  route(
    app,
    authApi.verifyEmail,
    async (request) => {
      const { token, user } = await service.verifyEmail(
        request.body.email,
        request.body.code,
        meta(request),
        client(request),
      );
      await codeFailures.succeeded(request);
      return presentSession(token, user, app.clock.now(), messages.auth.emailVerified);
    },
    { preHandler: checking },
  );

  /**
   * A call that mails a code to the address of the body: the same answer whether or not an account
   * is there, so nobody learns from it which addresses have one.
   */
  const sendCodeRoute = (
    sendsCode: typeof authApi.resendVerification | typeof authApi.requestPasswordReset,
    send: (email: string, client: string) => Promise<void>,
    message: string,
  ) =>
    route(
      app,
      sendsCode,
      async (request) => {
        await send(request.body.email, client(request));
        return presentMessage(message);
      },
      { preHandler: sending },
    );

  sendCodeRoute(authApi.resendVerification, service.resendVerification, messages.auth.codeResent);

  route(
    app,
    authApi.login,
    async (request) => {
      const result = await service.login(
        request.body.email,
        request.body.password,
        meta(request),
        client(request),
      );
      await loginFailures.succeeded(request);
      if (result.requiresTwoFactor) {
        return {
          success: true as const,
          requiresTwoFactor: true as const,
          message: messages.auth.twoFactorSent,
          twoFactorToken: result.twoFactorToken,
        };
      }
      return {
        ...presentSession(result.token, result.user, app.clock.now(), messages.auth.loggedIn),
        ...(result.deletionCancelled ? { deletionCancelled: true } : {}),
      };
    },
    { preHandler: loginFailures.guard },
  );

  route(
    app,
    authApi.verifyTwoFactor,
    async (request) => {
      const { token, user, deletionCancelled } = await service.verifyTwoFactor(
        request.body.email,
        request.body.code,
        meta(request),
        client(request),
      );
      await codeFailures.succeeded(request);
      return {
        ...presentSession(token, user, app.clock.now(), messages.auth.loggedIn),
        ...(deletionCancelled ? { deletionCancelled: true } : {}),
      };
    },
    { preHandler: checking },
  );

  route(
    app,
    authApi.resendTwoFactor,
    async (request) => {
      await service.resendTwoFactor(request.body.email, request.body.twoFactorToken, client(request));
      return presentMessage(messages.auth.codeResent);
    },
    { preHandler: sending },
  );

  route(app, authApi.logout, async (request) => {
    // Logging out without a live session is already done; answer the same.
    if (request.auth) await service.logout(request.auth);
    return { success: true as const };
  });

  route(app, authApi.verifyToken, async (request) => {
    const auth = requireAuth(request);
    return presentUserAnswer(await service.view(auth.user.id), app.clock.now());
  });

  sendCodeRoute(authApi.requestPasswordReset, service.requestPasswordReset, messages.auth.resetCodeSent);

  route(
    app,
    authApi.verifyResetCode,
    async (request) => {
      await service.verifyResetCode(request.body.email, request.body.code, client(request));
      await codeFailures.succeeded(request);
      return presentMessage('A kód érvényes. Adja meg az új jelszavát.');
    },
    { preHandler: checking },
  );

  route(
    app,
    authApi.resetPassword,
    async (request) => {
      await service.resetPassword(
        request.body.email,
        request.body.code,
        request.body.newPassword,
        client(request),
      );
      await codeFailures.succeeded(request);
      return presentMessage(messages.auth.passwordReset);
    },
    { preHandler: checking },
  );

  route(
    app,
    authApi.changePassword,
    async (request) => {
      const auth = requireAuth(request);
      await service.changePassword(auth, request.body.currentPassword, request.body.newPassword);
      return presentMessage('Jelszó sikeresen megváltoztatva! A többi eszközön kijelentkeztettük.');
    },
    { preHandler: settings },
  );

  route(
    app,
    authApi.setTwoFactor,
    async (request) => {
      const auth = requireAuth(request);
      const user = await service.setTwoFactor(auth, request.body.enabled, request.body.currentPassword);
      return presentUserAnswer(user, app.clock.now());
    },
    { preHandler: settings },
  );

  route(app, authApi.logoutOthers, async (request) => {
    const revoked = await service.logoutOthers(requireAuth(request));
    return {
      success: true as const,
      message: revoked > 0 ? `${revoked} másik munkamenet kijelentkeztetve.` : 'Nincs más aktív munkamenet.',
      data: { revoked },
    };
  });
};
