import { adminApi } from '@common/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { presentProfileSaved } from '../auth/auth.presenter';
import { requireAuth } from '../auth/authenticate';
import { presentUser } from '../users/users.presenter';
import { loadSignedInUserView } from '../users/users.service';
import { presentAdminUser, presentAuditEntry } from './admin.presenter';
import { dashboard } from './dashboard';

/** /api/admin/*: admin only (guests 401, other roles 403: the definitions' roles). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const _auth = app.services.auth;
  const users = app.services.adminUsers;
  const presentDetail = (found: Awaited<ReturnType<typeof users.detail>>, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    data: { ...presentAdminUser(found.view, app.clock.now()), stats: found.stats },
  });

  route(app, adminApi.dashboard, async () => ({
    success: true as const,
    data: await dashboard(app.db, app.clock.now()),
  }));

  route(app, adminApi.users, async (request) => {
    const found = await users.list(request.query);
    const now = app.clock.now();
    return presentPage(request.query, found, (row) => presentAdminUser(row, now));
  });

  route(app, adminApi.user, async (request) => presentDetail(await users.detail(request.params.id)));

  route(app, adminApi.userAudit, async (request) => {
    const { page, limit } = request.query;
    return presentPage(request.query, await users.audit(request.params.id, page, limit), presentAuditEntry);
  });

  route(app, adminApi.disableUser, async (request) => {
    const found = await users.setDisabled(requireAuth(request), request.params.id, true, request.ip);
    return presentDetail(found, 'A felhasználó letiltva.');
  });

  route(app, adminApi.enableUser, async (request) => {
    const found = await users.setDisabled(requireAuth(request), request.params.id, false, request.ip);
    return presentDetail(found, 'A felhasználó újra engedélyezve.');
  });

  route(app, adminApi.changeRole, async (request) => {
    const found = await users.changeRole(
      requireAuth(request),
      request.params.id,
      request.body.role,
      request.ip,
    );
    return presentDetail(found, 'Szerepkör módosítva.');
  });

  route(app, adminApi.resendVerification, async (request) => {
    await users.resendVerification(requireAuth(request), request.params.id, request.ip);
    return { success: true as const, message: 'Megerősítő kód elküldve.' };
  });

  route(app, adminApi.passwordReset, async (request) => {
    await users.triggerPasswordReset(requireAuth(request), request.params.id, request.ip);
    return { success: true as const, message: 'Jelszó-visszaállítási kód elküldve.' };
  });

  route(app, adminApi.eraseUser, async (request) => {
    await users.erase(requireAuth(request), request.params.id, request.ip);
    return { success: true as const, message: 'A felhasználó személyes adatai törölve.' };
  });

  route(app, adminApi.profile, async (request) => ({
    success: true as const,
    data: presentUser(await loadSignedInUserView(app.db, requireAuth(request).user.id), app.clock.now()),
  }));

  route(app, adminApi.updateProfile, async (request) => {
    const auth = requireAuth(request);
    await users.updateOwnName(auth, request.body.name, request.ip);
    return presentProfileSaved(await loadSignedInUserView(app.db, auth.user.id), app.clock.now());
  });
};
