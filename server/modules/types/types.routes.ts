import { typesApi } from '@common/api/types';
import { asc, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultationTypes } from '../../db/schema';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { presentAdminType, presentType } from './types.presenter';

/**
 * GET /api/tipusok: the types that can be chosen (public; archived ones hidden). Admins: POST /api/tipusok,
 * PUT|DELETE /api/tipusok/{id}, POST /api/tipusok/{id}/archive|unarchive and GET /api/admin/types (all,
 * with usage counts). Writes under /api/tipusok clear the discovery cache (the onSend hook of app.ts).
 */
export const typesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.types;

  route(app, typesApi.list, async () => {
    const rows = await app.db
      .select()
      .from(consultationTypes)
      .where(isNull(consultationTypes.archivedAt))
      .orderBy(asc(consultationTypes.name));
    return { success: true as const, data: rows.map(presentType) };
  });

  route(app, typesApi.adminList, async (request) =>
    presentPage(request.query, await service.list(request.query), presentAdminType),
  );

  route(app, typesApi.create, async (request, reply) => {
    const created = await service.create(requireAuth(request), request.body, request.ip);
    return reply
      .code(201)
      .send({ success: true as const, message: 'Típus létrehozva.', data: presentAdminType(created) });
  });

  route(app, typesApi.update, async (request) => ({
    success: true as const,
    message: 'Típus módosítva.',
    data: presentAdminType(
      await service.update(requireAuth(request), request.params.id, request.body, request.ip),
    ),
  }));

  const archiving = [
    { endpoint: typesApi.archive, archived: true, message: 'Típus archiválva.' },
    { endpoint: typesApi.unarchive, archived: false, message: 'Típus visszaállítva.' },
  ] as const;
  for (const { endpoint, archived, message } of archiving) {
    route(app, endpoint, async (request) => ({
      success: true as const,
      message,
      data: presentAdminType(
        await service.setArchived(requireAuth(request), request.params.id, archived, request.ip),
      ),
    }));
  }

  route(app, typesApi.remove, async (request) => {
    await service.remove(requireAuth(request), request.params.id, request.ip);
    return { success: true as const, message: 'Típus törölve.' };
  });
};
