import {
  changePasswordBody,
  emailBody,
  emailCodeBody,
  loginAnswer,
  loginBody,
  messageAnswer,
  registerBody,
  resendTwoFactorBody,
  resetPasswordBody,
  sessionAnswer,
  twoFactorBody,
  userAnswer,
} from '@common/api/auth';
import { messages } from '@common/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../lib/client-address';
import { createFailureLimit, createLimiter } from '../../lib/rate-limit';
import { okAnswer } from '../../lib/route-schemas';
import { presentMessage, presentSession, presentUserAnswer } from './auth.presenter';
import { createAuthService } from './auth.service';
import { requireAuth } from './authenticate';

const WINDOW_MS = 15 * 60_000;
/**
 * Limits per 15 minutes. Failures (wrong passwords, wrong codes) count per account *and client*, so a
 * stranger spending an account's tries from his address does not lock its owner out elsewhere; a looser
 * per-account ceiling still stops a guesser spread over many addresses, and a per-client one a guesser
 * trying many accounts. Per-client limits are loose enough for many people behind one address (an
 * office, a school's NAT). Code sends count every request: per client and per e-mail.
 */
export const LOGIN_FAILURES = { perAccountClient: 10, perAccount: 30, perClient: 60 } as const;
export const CODE_FAILURES = { perAccountClient: 5, perAccount: 15, perClient: 60 } as const;
export const SEND_PER_IP = 30;
export const SEND_PER_EMAIL = 5;
const SETTINGS_PER_USER = 10;
const tags = ['auth'];

/** Every call of SPEC.md §7 "Auth" plus the account settings of DESIGN.md §7. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    db: app.db,
    clock: app.clock,
    mail: { publicUrl: app.config.publicUrl },
    mailQueued: () => app.outbox.kick(),
    sessionsRevoked: (event) => {
      app.realtime.sessionsRevoked(event).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not end the sockets of revoked sessions');
      });
    },
  });
  const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });
  /** The per-client key: the IPv4 address, or the /64 of an IPv6 one. */
  const client = (request: FastifyRequest) => clientKey(request.ip);

  // Each limiter is one store, shared by the routes that use it: all code sends count together, and
  // so do all code checks. The account is the e-mail of the body, or the logged-in user.
  const accountKey = (request: FastifyRequest) =>
    (request.body as { email?: string } | undefined)?.email ?? request.auth?.user.id ?? client(request);
  const limiter = (name: string, max: number, by: 'ip' | 'account') =>
    createLimiter(app, {
      name: `${name}:${by}`,
      max,
      windowMs: WINDOW_MS,
      key: (request) => (by === 'ip' ? client(request) : accountKey(request)),
    });
  const sending = [limiter('send', SEND_PER_IP, 'ip'), limiter('send', SEND_PER_EMAIL, 'account')];
  const failureLimit = (
    name: string,
    max: { perAccountClient: number; perAccount: number; perClient: number },
  ) =>
    createFailureLimit(app, {
      name,
      windowMs: WINDOW_MS,
      counters: (request) => {
        const account = accountKey(request);
        const from = client(request);
        return [
          // E-mails hold no spaces, so the pair cannot be confused with another.
          { key: `pair:${account} ${from}`, max: max.perAccountClient },
          { key: `account:${account}`, max: max.perAccount },
          { key: `ip:${from}`, max: max.perClient },
        ];
      },
    });
  const loginFailures = failureLimit('login', LOGIN_FAILURES);
  // Every code check (e-mail, two-factor, password reset) counts against one limit, failures only.
  const codeFailures = failureLimit('code', CODE_FAILURES);
  const checking = [codeFailures.guard];
  const settings = [limiter('settings', SETTINGS_PER_USER, 'account')];

  app.post(
    '/api/auth/register',
    {
      preHandler: sending,
      schema: { tags, summary: 'Regisztráció', body: registerBody, response: { 201: messageAnswer } },
    },
    async (request, reply) => {
      await service.register(request.body);
      return reply.code(201).send(presentMessage(messages.auth.registered));
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      preHandler: checking,
      schema: {
        tags,
        summary: 'E-mail cím megerősítése',
        body: emailCodeBody,
        response: { 200: sessionAnswer },
      },
    },
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
  );

  /**
   * A call that mails a code to the address of the body: the same answer whether or not an account
   * is there, so nobody learns from it which addresses have one.
   */
  const sendCodeRoute = (
    url: string,
    summary: string,
    send: (email: string) => Promise<void>,
    message: string,
  ) =>
    app.post(
      url,
      { preHandler: sending, schema: { tags, summary, body: emailBody, response: { 200: messageAnswer } } },
      async (request) => {
        await send(request.body.email);
        return presentMessage(message);
      },
    );

  sendCodeRoute(
    '/api/auth/resend-verification',
    'Megerősítő kód újraküldése',
    service.resendVerification,
    messages.auth.codeResent,
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: loginFailures.guard,
      schema: { tags, summary: 'Bejelentkezés', body: loginBody, response: { 200: loginAnswer } },
    },
    async (request) => {
      const result = await service.login(request.body.email, request.body.password, meta(request));
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
  );

  app.post(
    '/api/auth/verify-2fa',
    {
      preHandler: checking,
      schema: {
        tags,
        summary: 'Kétlépcsős kód ellenőrzése',
        body: emailCodeBody,
        response: { 200: sessionAnswer },
      },
    },
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
  );

  app.post(
    '/api/auth/resend-2fa',
    {
      preHandler: sending,
      schema: {
        tags,
        summary: 'Kétlépcsős kód újraküldése',
        body: resendTwoFactorBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await service.resendTwoFactor(request.body.email, request.body.twoFactorToken);
      return presentMessage(messages.auth.codeResent);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Kijelentkezés', response: { 200: okAnswer } } },
    async (request) => {
      // Logging out without a live session is already done; answer the same.
      if (request.auth) await service.logout(request.auth);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/verify-token',
    { schema: { tags, summary: 'Munkamenet ellenőrzése', response: { 200: userAnswer } } },
    async (request) => {
      const auth = requireAuth(request);
      return presentUserAnswer(await service.view(auth.user.id), app.clock.now());
    },
  );

  sendCodeRoute(
    '/api/auth/request-password-reset',
    'Jelszó-visszaállítás kérése',
    service.requestPasswordReset,
    messages.auth.resetCodeSent,
  );

  app.post(
    '/api/auth/verify-reset-code',
    {
      preHandler: checking,
      schema: {
        tags,
        summary: 'Visszaállító kód ellenőrzése',
        body: emailCodeBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await service.verifyResetCode(request.body.email, request.body.code, client(request));
      await codeFailures.succeeded(request);
      return presentMessage('A kód érvényes. Adja meg az új jelszavát.');
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      preHandler: checking,
      schema: {
        tags,
        summary: 'Új jelszó beállítása',
        body: resetPasswordBody,
        response: { 200: messageAnswer },
      },
    },
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
  );

  app.put(
    '/api/auth/password',
    {
      preHandler: settings,
      schema: {
        tags,
        summary: 'Jelszó módosítása',
        body: changePasswordBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await service.changePassword(auth, request.body.currentPassword, request.body.newPassword);
      return presentMessage('Jelszó sikeresen megváltoztatva! A többi eszközön kijelentkeztettük.');
    },
  );

  app.put(
    '/api/auth/two-factor',
    {
      preHandler: settings,
      schema: {
        tags,
        summary: 'Kétlépcsős azonosítás be/ki',
        body: twoFactorBody,
        response: { 200: userAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const user = await service.setTwoFactor(auth, request.body.enabled, request.body.currentPassword);
      return presentUserAnswer(user, app.clock.now());
    },
  );

  app.post(
    '/api/auth/logout-others',
    {
      schema: {
        tags,
        summary: 'Kijelentkezés minden más eszközről',
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ revoked: z.number() }),
          }),
        },
      },
    },
    async (request) => {
      const revoked = await service.logoutOthers(requireAuth(request));
      return {
        success: true as const,
        message:
          revoked > 0 ? `${revoked} másik munkamenet kijelentkeztetve.` : 'Nincs más aktív munkamenet.',
        data: { revoked },
      };
    },
  );
};
