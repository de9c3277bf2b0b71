import { meetingsApi } from '@common/api/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';

/** GET /api/meetings/{roomId}: what the meeting page needs, for the two parties only. */
export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, meetingsApi.get, async (request) => {
    const auth = requireAuth(request);
    const data = await app.services.meetings.describe(auth.user.id, request.params.roomId);
    return { success: true as const, data };
  });
};
