import { adminAuditApi } from '@common/api/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { presentAuditActor, presentAuditLogEntry } from './admin.presenter';

/**
 * /api/admin/audit-log: the whole audit log for the admin's "Változásnapló" (the per-record histories are
 * …/users/{id}/audit and the appointment detail). Admin only (guests 401, other roles 403).
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = app.services.auditLog;

  route(app, adminAuditApi.list, async (request) =>
    presentPage(request.query, await log.list(request.query), presentAuditLogEntry),
  );

  route(app, adminAuditApi.actors, async () => ({
    success: true as const,
    data: (await log.actors()).map(presentAuditActor),
  }));
};
