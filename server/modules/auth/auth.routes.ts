import {
  changePasswordBody,
  emailBody,
  emailCodeBody,
  loginAnswer,
  loginBody,
  messageAnswer,
  registerBody,
  resetPasswordBody,
  sessionAnswer,
  twoFactorBody,
  userAnswer,
} from '@common/api/auth';
import { messages } from '@common/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFailureLimit, createLimiter } from '../../lib/rate-limit';
import { presentMessage, presentSession, presentUserAnswer } from './auth.presenter';
import { createAuthService } from './auth.service';
import { requireAuth } from './authenticate';

const WINDOW_MS = 15 * 60_000;
/**
 * Per-IP limits are loose enough for many people behind one address (an office, a school's NAT); the
 * strict ones are per account: 5 code sends, 10 code checks and 10 failed logins per e-mail in 15 minutes.
 */
export const SEND_PER_IP = 30;
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

  // Limits per IP and per account (the e-mail of the body, or the logged-in user). Each limiter is one
  // store, shared by the routes that use it: all code sends count together, and so do all code checks.
  const accountKey = (request: FastifyRequest) =>
    (request.body as { email?: string } | undefined)?.email ?? request.auth?.user.id ?? request.ip;
  const limiter = (name: string, max: number, by: 'ip' | 'account') =>
    createLimiter(app, {
      name: `${name}:${by}`,
      max,
      windowMs: WINDOW_MS,
      key: (request) => (by === 'ip' ? request.ip : accountKey(request)),
    });
  const sending = [limiter('send', SEND_PER_IP, 'ip'), limiter('send', 5, 'account')];
  const checking = [limiter('check', 60, 'ip'), limiter('check', 10, 'account')];
  // Logins count only when they fail: 60 wrong passwords per IP and 10 per e-mail.
  const loginFailures = [
    createFailureLimit(app, {
      name: 'login',
      max: 60,
      windowMs: WINDOW_MS,
      keys: (request) => [`ip:${request.ip}`],
    }),
    createFailureLimit(app, {
      name: 'login',
      max: 10,
      windowMs: WINDOW_MS,
      keys: (request) => [`account:${accountKey(request)}`],
    }),
  ];
  const settings = [limiter('settings', 10, 'account')];

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
      const { token, user } = await service.verifyEmail(request.body.email, request.body.code, meta(request));
      return presentSession(token, user, app.clock.now(), messages.auth.emailVerified);
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      preHandler: sending,
      schema: {
        tags,
        summary: 'Megerősítő kód újraküldése',
        body: emailBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await service.resendVerification(request.body.email);
      return presentMessage(messages.auth.codeResent);
    },
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: loginFailures.map((limit) => limit.guard),
      schema: { tags, summary: 'Bejelentkezés', body: loginBody, response: { 200: loginAnswer } },
    },
    async (request) => {
      const result = await service.login(request.body.email, request.body.password, meta(request));
      await Promise.all(loginFailures.map((limit) => limit.succeeded(request)));
      if (result.requiresTwoFactor) {
        return {
          success: true as const,
          requiresTwoFactor: true as const,
          message: messages.auth.twoFactorSent,
        };
      }
      return presentSession(result.token, result.user, app.clock.now(), messages.auth.loggedIn);
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
      const { token, user } = await service.verifyTwoFactor(
        request.body.email,
        request.body.code,
        meta(request),
      );
      return presentSession(token, user, app.clock.now(), messages.auth.loggedIn);
    },
  );

  app.post(
    '/api/auth/resend-2fa',
    {
      preHandler: sending,
      schema: {
        tags,
        summary: 'Kétlépcsős kód újraküldése',
        body: emailBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await service.resendTwoFactor(request.body.email);
      return presentMessage(messages.auth.codeResent);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Kijelentkezés', response: { 200: z.object({ success: z.literal(true) }) } } },
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

  app.post(
    '/api/auth/request-password-reset',
    {
      preHandler: sending,
      schema: {
        tags,
        summary: 'Jelszó-visszaállítás kérése',
        body: emailBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await service.requestPasswordReset(request.body.email);
      return presentMessage(messages.auth.resetCodeSent);
    },
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
      await service.verifyResetCode(request.body.email, request.body.code);
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
      await service.resetPassword(request.body.email, request.body.code, request.body.newPassword);
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
