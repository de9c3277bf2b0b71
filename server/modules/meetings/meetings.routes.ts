import { meetingSchema } from '@common/api/conversations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer } from '@common/api/answers';
import { requireRole } from '../auth/authenticate';

/** GET /api/meetings/{roomId}: what the meeting page needs, for the two parties only. */
export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/meetings/:roomId',
    {
      schema: {
        tags: ['idopontok'],
        summary: 'Videós megbeszélés adatai (csak a két fél)',
        params: z.object({ roomId: z.string().min(1).max(100) }),
        response: { 200: dataAnswer(meetingSchema) },
      },
    },
    async (request) => {
      const auth = requireRole(request, 'tanacsado', 'kerdezo');
      const data = await app.meetings.describe(auth.user.id, request.params.roomId);
      return { success: true as const, data };
    },
  );
};
