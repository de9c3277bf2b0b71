import { settingsApi } from '@common/api/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { legalDocument } from './legal-documents';
import { presentPublicSettings, presentSettings } from './settings.presenter';
import { loadSettings, operatorDetails, updateSettings } from './settings.service';

/**
 * Platform settings: GET|PUT /api/admin/settings (admin only, audited) and the public part
 * GET /api/settings/public (maintenance banner, contact e-mail) that every page shows, and the legal
 * documents of content/ filled in with the operator's data: GET /api/settings/legal/{aszf|adatkezeles}.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, settingsApi.public, async () => ({
    success: true as const,
    data: presentPublicSettings(await loadSettings(app.db)),
  }));

  route(app, settingsApi.legal, async (request) => {
    const settings = await loadSettings(app.db);
    const values = { ...operatorDetails(settings), contactEmail: settings.contactEmail };
    return { success: true as const, data: legalDocument(request.params.document, values) };
  });

  route(app, settingsApi.admin, async () => ({
    success: true as const,
    data: presentSettings(await loadSettings(app.db)),
  }));

  route(app, settingsApi.update, async (request) => {
    const row = await updateSettings(app.db, requireAuth(request), request.body, request.ip);
    return { success: true as const, message: 'Beállítások mentve.', data: presentSettings(row) };
  });
};
