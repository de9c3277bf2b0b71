import {
  LEGAL_DOCUMENTS,
  legalDocumentSchema,
  platformSettingsBody,
  platformSettingsSchema,
  publicSettingsSchema,
} from '@common/api/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer, savedAnswer } from '@common/api/answers';
import { requireRole } from '../auth/authenticate';
import { legalDocument } from './legal-documents';
import { presentPublicSettings, presentSettings } from './settings.presenter';
import { loadSettings, operatorDetails, updateSettings } from './settings.service';

/**
 * Platform settings: GET|PUT /api/admin/settings (admin only, audited) and the public part
 * GET /api/settings/public (maintenance banner, contact e-mail) that every page shows, and the legal
 * documents of content/ filled in with the operator's data: GET /api/settings/legal/{aszf|adatkezeles}.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admins only, checked before the body is validated (a guest learns nothing from a 400).
  const admin = {
    onRequest: async (request: Parameters<typeof requireRole>[0]) => {
      requireRole(request, 'admin');
    },
  };

  app.get(
    '/api/settings/public',
    {
      schema: {
        tags: ['beallitasok'],
        summary: 'Nyilvános platformbeállítások (karbantartási üzenet, kapcsolati e-mail)',
        response: { 200: dataAnswer(publicSettingsSchema) },
      },
    },
    async () => ({ success: true as const, data: presentPublicSettings(await loadSettings(app.db)) }),
  );

  app.get(
    '/api/settings/legal/:document',
    {
      schema: {
        tags: ['beallitasok'],
        summary: 'Jogi dokumentum (ÁSZF, adatkezelési tájékoztató) az üzemeltető adataival, HTML-ben',
        params: z.object({ document: z.enum(LEGAL_DOCUMENTS) }),
        response: { 200: dataAnswer(legalDocumentSchema) },
      },
    },
    async (request) => {
      const settings = await loadSettings(app.db);
      const values = { ...operatorDetails(settings), contactEmail: settings.contactEmail };
      return { success: true as const, data: legalDocument(request.params.document, values) };
    },
  );

  app.get(
    '/api/admin/settings',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Platformbeállítások',
        response: { 200: dataAnswer(platformSettingsSchema) },
      },
    },
    async () => ({ success: true as const, data: presentSettings(await loadSettings(app.db)) }),
  );

  app.put(
    '/api/admin/settings',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Platformbeállítások mentése (naplózva)',
        body: platformSettingsBody,
        response: {
          200: savedAnswer(platformSettingsSchema),
        },
      },
    },
    async (request) => {
      const auth = requireRole(request, 'admin');
      const row = await updateSettings(app.db, auth, request.body, request.ip);
      return { success: true as const, message: 'Beállítások mentve.', data: presentSettings(row) };
    },
  );
};
