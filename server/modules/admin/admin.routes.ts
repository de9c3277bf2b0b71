import {
  adminProfileBody,
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuery,
  auditEntrySchema,
  auditQuery,
  changeRoleBody,
  dashboardSchema,
} from '@common/api/admin';
import { profileSavedAnswer, userSchema } from '@common/api/auth';
import { pagedAnswer } from '@common/api/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPage } from '../../lib/paging';
import { dataAnswer, uuidParams } from '@common/api/answers';
import { presentProfileSaved } from '../auth/auth.presenter';
import { createAuthService } from '../auth/auth.service';
import { adminOnly, requireAdmin } from '../auth/authenticate';
import { erasureServiceFor } from '../erasure/erasure.service';
import { presentUser } from '../users/users.presenter';
import { loadSignedInUserView } from '../users/users.service';
import { presentAdminUser, presentAuditEntry } from './admin.presenter';
import { createAdminUsersService } from './admin-users.service';
import { dashboard } from './dashboard';

const tags = ['admin'];
const idParams = uuidParams('Érvénytelen felhasználó azonosító');
const detailAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminUserDetailSchema,
});
const done = z.object({ success: z.literal(true), message: z.string() });

/** /api/admin/*: admin only (guests 401, other roles 403), checked once for every route here. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  const auth = createAuthService({
    db: app.db,
    clock: app.clock,
    mail: { publicUrl: app.config.publicUrl },
    mailQueued: () => app.outbox.kick(),
  });
  const users = createAdminUsersService({
    db: app.db,
    clock: app.clock,
    sessionsRevoked: (userId) => {
      app.realtime.sessionsRevoked({ userId }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not end the sockets of a disabled user');
      });
    },
    resendVerification: auth.resendVerification,
    requestPasswordReset: auth.requestPasswordReset,
    erasure: erasureServiceFor(app),
  });
  const presentDetail = (found: Awaited<ReturnType<typeof users.detail>>, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    data: { ...presentAdminUser(found.view, app.clock.now()), stats: found.stats },
  });
  // Role, name and visibility changes reach the public adviser pages at once.
  const changedAdvisers = () => app.discovery.invalidate();

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Admin áttekintő: számok és a napi foglalások az utolsó 30 napban',
        response: { 200: dataAnswer(dashboardSchema) },
      },
    },
    async () => ({ success: true as const, data: await dashboard(app.db, app.clock.now()) }),
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Felhasználók (keresés, szűrés, rendezés, lapozás)',
        querystring: adminUsersQuery,
        response: { 200: pagedAnswer(adminUserSchema) },
      },
    },
    async (request) => {
      const found = await users.list(request.query);
      const now = app.clock.now();
      return presentPage(request.query, found, (row) => presentAdminUser(row, now));
    },
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { tags, summary: 'Felhasználó részletei', params: idParams, response: { 200: detailAnswer } } },
    async (request) => presentDetail(await users.detail(request.params.id)),
  );

  app.get(
    '/api/admin/users/:id/audit',
    {
      schema: {
        tags,
        summary: 'A felhasználó (és tanácsadói/kérdezői adatai) változásnaplója',
        params: idParams,
        querystring: auditQuery,
        response: { 200: pagedAnswer(auditEntrySchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return presentPage(request.query, await users.audit(request.params.id, page, limit), presentAuditEntry);
    },
  );

  app.patch(
    '/api/admin/users/:id/disable',
    { schema: { tags, summary: 'Felhasználó letiltása', params: idParams, response: { 200: detailAnswer } } },
    async (request) => {
      const found = await users.setDisabled(requireAdmin(request), request.params.id, true, request.ip);
      changedAdvisers();
      return presentDetail(found, 'A felhasználó letiltva.');
    },
  );

  app.patch(
    '/api/admin/users/:id/enable',
    {
      schema: {
        tags,
        summary: 'Felhasználó engedélyezése',
        params: idParams,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const found = await users.setDisabled(requireAdmin(request), request.params.id, false, request.ip);
      changedAdvisers();
      return presentDetail(found, 'A felhasználó újra engedélyezve.');
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Szerepkör módosítása',
        params: idParams,
        body: changeRoleBody,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const found = await users.changeRole(
        requireAdmin(request),
        request.params.id,
        request.body.role,
        request.ip,
      );
      changedAdvisers();
      return presentDetail(found, 'Szerepkör módosítva.');
    },
  );

  app.post(
    '/api/admin/users/:id/resend-verification',
    { schema: { tags, summary: 'Megerősítő kód újraküldése', params: idParams, response: { 200: done } } },
    async (request) => {
      await users.resendVerification(requireAdmin(request), request.params.id, request.ip);
      return { success: true as const, message: 'Megerősítő kód elküldve.' };
    },
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Jelszó-visszaállítási kód küldése',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await users.triggerPasswordReset(requireAdmin(request), request.params.id, request.ip);
      return { success: true as const, message: 'Jelszó-visszaállítási kód elküldve.' };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Felhasználó törlése (GDPR: személyes adatok törlése, számlák megőrzése)',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await users.erase(requireAdmin(request), request.params.id, request.ip);
      changedAdvisers();
      return { success: true as const, message: 'A felhasználó személyes adatai törölve.' };
    },
  );

  app.get(
    '/api/admin/profile',
    {
      schema: {
        tags,
        summary: 'Az admin saját profilja',
        response: { 200: dataAnswer(userSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: presentUser(await loadSignedInUserView(app.db, requireAdmin(request).user.id), app.clock.now()),
    }),
  );

  app.put(
    '/api/admin/profile',
    {
      schema: {
        tags,
        summary: 'Az admin saját nevének módosítása',
        body: adminProfileBody,
        response: { 200: profileSavedAnswer },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      await users.updateOwnName(auth, request.body.name, request.ip);
      return presentProfileSaved(await loadSignedInUserView(app.db, auth.user.id), app.clock.now());
    },
  );
};
