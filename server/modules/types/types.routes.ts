import { consultationTypeSchema } from '@common/api/advisers';
import { asc, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultationTypes } from '../../db/schema';
import { presentType } from './types.presenter';

/** GET /api/tipusok: the consultation types in use (public; the admin's CRUD comes with the admin area). */
export const typesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tipusok',
    {
      schema: {
        tags: ['tipusok'],
        summary: 'Tanácsadási típusok',
        response: { 200: z.object({ success: z.literal(true), data: z.array(consultationTypeSchema) }) },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(consultationTypes)
        .where(isNull(consultationTypes.archivedAt))
        .orderBy(asc(consultationTypes.name));
      return { success: true as const, data: rows.map(presentType) };
    },
  );
};
