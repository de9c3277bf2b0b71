import { accountApi } from '@common/api/account';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '../../lib/client-address';
import { createLimiter } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { requireAuth } from '../auth/authenticate';
import { presentDataExport } from './account.presenter';
import { accountErrors } from './account.service';

/** Password checks per user per 15 minutes (like the other password-checking settings). */
const DELETE_ATTEMPTS_PER_USER = 10;

/**
 * The user's data rights (issue 18), for every role:
 * - POST /api/account/export (202): a ZIP of their data is made in the background and its link mailed;
 *   GET /api/account/export: the newest export's state; GET /api/account/export/{token}.zip: the ZIP,
 *   without a session (a public route: the token in the path is the credential, 24 hours);
 * - POST /api/account/delete {password}: erasure scheduled in ACCOUNT_DELETION_GRACE_DAYS, every session
 *   ends; a login before then cancels it (auth.service); GET /api/account/deletion: a recent cancellation.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.account;
  const deleteAttempts = createLimiter(app, {
    name: 'account-delete',
    max: DELETE_ATTEMPTS_PER_USER,
    windowMs: 15 * 60_000,
    key: (request: FastifyRequest) => request.auth?.user.id ?? clientKey(request.ip),
  });

  route(app, accountApi.exportStatus, async (request) => {
    const auth = requireAuth(request);
    const row = await service.latestExport(auth.user.id);
    return { success: true as const, data: presentDataExport(row, app.clock.now()) };
  });

  route(app, accountApi.requestExport, async (request, reply) => {
    const auth = requireAuth(request);
    const result = await service.requestExport(auth, request.ip);
    if (!result.row) {
      const seconds = result.retryAfterSeconds ?? 60;
      reply.header('retry-after', seconds);
      throw accountErrors.exportTooSoon(Math.ceil(seconds / 60));
    }
    return reply
      .code(202)
      .send({ success: true as const, data: presentDataExport(result.row, app.clock.now()) });
  });

  route(app, accountApi.downloadExport, async (request, reply) => {
    const token = request.params.file.slice(0, -'.zip'.length);
    const found = await service.findDownload(token);
    if (!found) throw accountErrors.unknownExport();
    return sendStoredFile(request, reply, app.privateStorage, found.fileKey, {
      contentType: 'application/zip',
      headers: {
        'Content-Disposition': 'attachment; filename="adataim.zip"',
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });

  route(
    app,
    accountApi.requestDeletion,
    async (request) => {
      const auth = requireAuth(request);
      const { scheduledFor } = await service.requestDeletion(auth, request.body.password, request.ip);
      return { success: true as const, data: { scheduledFor: scheduledFor.toISOString() } };
    },
    { preHandler: deleteAttempts },
  );

  route(app, accountApi.deletionStatus, async (request) => {
    const auth = requireAuth(request);
    const cancelledAt = await service.lastCancellation(auth.user.id);
    return { success: true as const, data: { cancelledAt: cancelledAt?.toISOString() ?? null } };
  });
};
