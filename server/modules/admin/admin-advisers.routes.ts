import { adminAdvisersApi } from '@common/api/admin';
import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { presentAdviser } from '../advisers/advisers.presenter';
import { requireAuth } from '../auth/authenticate';
import { presentAdminAdviser } from './admin.presenter';

/**
 * /api/admin/advisers/*: the admin's adviser list and activation queue. Admin only (guests 401, other
 * roles 403). Activate, deactivate, create and delete are the /api/tanacsadok calls of SPEC.md §7.
 */
export const adminAdviserRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminAdvisers;

  route(app, adminAdvisersApi.list, async (request) => {
    const found = await service.list(request.query);
    return presentPage(request.query, found, (row) => presentAdminAdviser(row, found.now));
  });

  route(app, adminAdvisersApi.approveActivation, async (request) => {
    const record = await service.approveActivation(requireAuth(request), request.params.id, request.ip);
    return {
      success: true as const,
      message: messages.advisers.activated,
      data: presentAdviser(record, app.mediaUrls, app.clock.now()),
    };
  });

  route(app, adminAdvisersApi.declineActivation, async (request) => {
    const record = await service.declineActivation(
      requireAuth(request),
      request.params.id,
      request.body.reason,
      request.ip,
    );
    return {
      success: true as const,
      message: 'Az aktiválási kérelem elutasítva.',
      data: presentAdviser(record, app.mediaUrls, app.clock.now()),
    };
  });
};
