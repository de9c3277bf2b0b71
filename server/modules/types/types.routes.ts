import { consultationTypeSchema } from '@common/api/advisers';
import { pagedAnswer } from '@common/api/paging';
import { adminTypeSchema, adminTypesQuery, typeBody } from '@common/api/types';
import { asc, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultationTypes } from '../../db/schema';
import { presentPage } from '../../lib/paging';
import { dataAnswer, savedAnswer, uuidParams } from '@common/api/answers';
import { adminOnly, requireAdmin } from '../auth/authenticate';
import { presentAdminType, presentType } from './types.presenter';
import { createTypesService } from './types.service';

const tags = ['tipusok'];
const idParams = uuidParams('Érvénytelen típus azonosító');
const one = savedAnswer(adminTypeSchema);

/**
 * GET /api/tipusok: the types that can be chosen (public; archived ones hidden). Admins: POST /api/tipusok,
 * PUT|DELETE /api/tipusok/{id}, POST /api/tipusok/{id}/archive|unarchive and GET /api/admin/types (all,
 * with usage counts). Writes under /api/tipusok clear the discovery cache (the onSend hook of app.ts).
 */
export const typesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTypesService({ db: app.db, clock: app.clock });

  app.get(
    '/api/tipusok',
    {
      schema: {
        tags,
        summary: 'Tanácsadási típusok (az archiváltak nélkül)',
        response: { 200: dataAnswer(z.array(consultationTypeSchema)) },
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

  app.get(
    '/api/admin/types',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Minden tanácsadási típus használati számokkal (szűrés, rendezés, lapozás)',
        querystring: adminTypesQuery,
        response: {
          200: pagedAnswer(adminTypeSchema),
        },
      },
    },
    async (request) => presentPage(request.query, await service.list(request.query), presentAdminType),
  );

  app.post(
    '/api/tipusok',
    {
      onRequest: adminOnly,
      schema: { tags, summary: 'Új típus (admin)', body: typeBody, response: { 201: one } },
    },
    async (request, reply) => {
      const created = await service.create(requireAdmin(request), request.body, request.ip);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Típus létrehozva.', data: presentAdminType(created) });
    },
  );

  app.put(
    '/api/tipusok/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Típus módosítása (admin)',
        params: idParams,
        body: typeBody,
        response: { 200: one },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Típus módosítva.',
      data: presentAdminType(
        await service.update(requireAdmin(request), request.params.id, request.body, request.ip),
      ),
    }),
  );

  const archiving = [
    { action: 'archive', archived: true, summary: 'Típus archiválása (admin)', message: 'Típus archiválva.' },
    {
      action: 'unarchive',
      archived: false,
      summary: 'Típus visszaállítása (admin)',
      message: 'Típus visszaállítva.',
    },
  ] as const;
  for (const { action, archived, summary, message } of archiving) {
    app.post(
      `/api/tipusok/:id/${action}`,
      { onRequest: adminOnly, schema: { tags, summary, params: idParams, response: { 200: one } } },
      async (request) => ({
        success: true as const,
        message,
        data: presentAdminType(
          await service.setArchived(requireAdmin(request), request.params.id, archived, request.ip),
        ),
      }),
    );
  }

  app.delete(
    '/api/tipusok/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Típus törlése (admin; használt típus nem törölhető, csak archiválható: 409)',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await service.remove(requireAdmin(request), request.params.id, request.ip);
      return { success: true as const, message: 'Típus törölve.' };
    },
  );
};
