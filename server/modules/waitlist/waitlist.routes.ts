import { waitlistBody, waitlistEntrySchema } from '@common/api/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer, okAnswer, uuidParams } from '../../lib/route-schemas';
import { requireRole } from '../auth/authenticate';
import type { WaitlistService } from './waitlist.service';

const tags = ['idopontok'];

/** The asker's waitlist (issue 17): join, list, leave. */
export function waitlistRoutes(service: WaitlistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/waitlist',
      {
        schema: {
          tags,
          summary: 'Saját várólista-bejegyzéseim',
          response: { 200: dataAnswer(z.array(waitlistEntrySchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(requireRole(request, 'kerdezo')),
      }),
    );

    app.post(
      '/api/waitlist',
      {
        schema: {
          tags,
          summary: 'Feliratkozás: értesítés, ha a nap végéig felszabadul egy időpont',
          body: waitlistBody,
          response: { 201: dataAnswer(waitlistEntrySchema) },
        },
      },
      async (request, reply) => {
        const entry = await service.join(requireRole(request, 'kerdezo'), request.body);
        return reply.code(201).send({ success: true as const, data: entry });
      },
    );

    app.delete(
      '/api/waitlist/:id',
      {
        schema: {
          tags,
          summary: 'Leiratkozás a várólistáról',
          params: uuidParams('Érvénytelen azonosító'),
          response: { 200: okAnswer },
        },
      },
      async (request) => {
        await service.leave(requireRole(request, 'kerdezo'), request.params.id);
        return { success: true as const };
      },
    );
  };
}
