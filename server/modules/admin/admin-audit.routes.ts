import { adminAuditLogQuery, auditActorSchema, auditLogEntrySchema } from '@common/api/admin-audit';
import { pagedAnswer } from '@common/api/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPage } from '../../lib/paging';
import { dataAnswer } from '@common/api/answers';
import { createAuditLogService } from '../audit/audit-log';
import { adminOnly } from '../auth/authenticate';
import { presentAuditActor, presentAuditLogEntry } from './admin.presenter';

const tags = ['admin'];

/**
 * /api/admin/audit-log: the whole audit log for the admin's "Változásnapló" (the per-record histories are
 * …/users/{id}/audit and the appointment detail). Admin only (guests 401, other roles 403).
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  const log = createAuditLogService(app.db);

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        summary:
          'Változásnapló: minden bejegyzés, szűrve végrehajtóra, rekordtípusra, műveletre és időszakra',
        querystring: adminAuditLogQuery,
        response: { 200: pagedAnswer(auditLogEntrySchema) },
      },
    },
    async (request) => presentPage(request.query, await log.list(request.query), presentAuditLogEntry),
  );

  app.get(
    '/api/admin/audit-log/actors',
    {
      schema: {
        tags,
        summary: 'A változásnapló végrehajtói (a „Ki” szűrő választéka)',
        response: { 200: dataAnswer(z.array(auditActorSchema)) },
      },
    },
    async () => ({ success: true as const, data: (await log.actors()).map(presentAuditActor) }),
  );
};
