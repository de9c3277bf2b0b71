import { waitlistApi } from '@common/api/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';

/** The asker's waitlist (issue 17): join, list, leave. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.waitlist;
  route(app, waitlistApi.list, async (request) => ({
    success: true as const,
    data: await service.list(requireAuth(request)),
  }));

  route(app, waitlistApi.join, async (request, reply) => {
    const entry = await service.join(requireAuth(request), request.body);
    return reply.code(201).send({ success: true as const, data: entry });
  });

  route(app, waitlistApi.leave, async (request) => {
    await service.leave(requireAuth(request), request.params.id);
    return { success: true as const };
  });
};
