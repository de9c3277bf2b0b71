import { adminAdviserSchema, adminAdvisersQuery, declineActivationBody } from '@common/api/admin';
import { adviserSchema } from '@common/api/advisers';
import { pagedAnswer } from '@common/api/paging';
import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { adviserIdParams, savedAnswer } from '@common/api/answers';
import { presentAdviser } from '../advisers/advisers.presenter';
import { createAdviserService } from '../advisers/advisers.service';
import { adminOnly, requireAdmin } from '../auth/authenticate';
import { presentAdminAdviser } from './admin.presenter';
import { createAdminAdvisersService } from './admin-advisers.service';

const tags = ['admin'];
const one = savedAnswer(adviserSchema);

/**
 * /api/admin/advisers/*: the admin's adviser list and activation queue. Admin only (guests 401, other
 * roles 403). Activate, deactivate, create and delete are the /api/tanacsadok calls of SPEC.md §7.
 */
export const adminAdviserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  const mail = { publicUrl: app.config.publicUrl };
  const mailQueued = () => app.outbox.kick();
  const service = createAdminAdvisersService({
    db: app.db,
    clock: app.clock,
    mail,
    mailQueued,
    advisers: createAdviserService({ db: app.db, clock: app.clock, storage: app.storage, mail, mailQueued }),
  });

  app.get(
    '/api/admin/advisers',
    {
      schema: {
        tags,
        summary: 'Tanácsadók (állapot szerinti szűrés, keresés, rendezés, lapozás)',
        querystring: adminAdvisersQuery,
        response: {
          200: pagedAnswer(adminAdviserSchema),
        },
      },
    },
    async (request) => {
      const found = await service.list(request.query);
      return presentPage(request.query, found, (row) => presentAdminAdviser(row, found.now));
    },
  );

  app.post(
    '/api/admin/advisers/:id/approve-activation',
    {
      schema: {
        tags,
        summary: 'Aktiválási kérelem jóváhagyása (aktiválás, próbaidő, e-mail)',
        params: adviserIdParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const record = await service.approveActivation(requireAdmin(request), request.params.id, request.ip);
      // The adviser becomes searchable now, not when the cache expires.
      app.discovery.invalidate();
      return {
        success: true as const,
        message: messages.advisers.activated,
        data: presentAdviser(record, app.mediaUrls, app.clock.now()),
      };
    },
  );

  app.post(
    '/api/admin/advisers/:id/decline-activation',
    {
      schema: {
        tags,
        summary: 'Aktiválási kérelem elutasítása indoklással (e-mail)',
        params: adviserIdParams,
        body: declineActivationBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const record = await service.declineActivation(
        requireAdmin(request),
        request.params.id,
        request.body.reason,
        request.ip,
      );
      app.discovery.invalidate();
      return {
        success: true as const,
        message: 'Az aktiválási kérelem elutasítva.',
        data: presentAdviser(record, app.mediaUrls, app.clock.now()),
      };
    },
  );
};
