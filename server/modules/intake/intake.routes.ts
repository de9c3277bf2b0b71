import { intakeApi } from '@common/api/intake';
import { BOOKING_DOCUMENT_MAX_BYTES } from '@common/constants';
import { pathOf } from '@common/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MINUTE_MS } from '../../lib/clock';
import { route } from '../../lib/route';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { readUpload } from '../../lib/uploads';
import { requireAuth } from '../auth/authenticate';
import { documentNotFound } from './booking-documents';
import { presentIntake } from './intake.presenter';

/** How long a booking document's signed link opens it: enough to start the download, not to share it. */
export const DOCUMENT_LINK_TTL_MS = 5 * MINUTE_MS;
/** What a document's signature signs (no storage key, so it never opens anything under /media). */
const documentSubject = (id: string) => `booking-document:${id}`;

/**
 * Intake questions (issue 40): the booking page reads them; the adviser (or an admin) saves them. The
 * asker's documents for a `file` question: uploaded, taken back, read through signed links.
 */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: BOOKING_DOCUMENT_MAX_BYTES, files: 1, fields: 1, parts: 2 },
  });
  const service = app.services.intake;

  route(app, intakeApi.get, async (request) => ({
    success: true as const,
    data: presentIntake(
      await service.questionsFor(request.auth?.user ?? null, request.params.id, request.query.typeId),
    ),
  }));

  route(app, intakeApi.update, async (request) => ({
    success: true as const,
    data: presentIntake(
      await service.setQuestions(
        requireAuth(request),
        request.params.id,
        request.params.typeId,
        request.body.questions,
      ),
    ),
  }));

  route(app, intakeApi.settings, async (request) => ({
    success: true as const,
    data: await service.settings(requireAuth(request), request.params.id),
  }));

  route(app, intakeApi.updateSettings, async (request) => ({
    success: true as const,
    data: await service.updateSettings(requireAuth(request), request.params.id, request.body.intakeInMail),
  }));

  route(app, intakeApi.uploadDocument, async (request, reply) => {
    const auth = requireAuth(request);
    const { file } = await readUpload(request);
    const document = await service.documents.upload(auth, request.params.id, file);
    return reply.code(201).send({ success: true as const, data: document });
  });

  route(app, intakeApi.deleteDocument, async (request) => {
    await service.documents.remove(requireAuth(request), request.params.id);
    return { success: true as const };
  });

  route(app, intakeApi.documentLink, async (request) => {
    const document = await service.documents.readable(requireAuth(request), request.params.id);
    const { exp, sig } = app.mediaUrls.signature(documentSubject(document.id), DOCUMENT_LINK_TTL_MS);
    const url = `${pathOf(intakeApi.documentFile.path, { id: document.id })}?exp=${exp}&sig=${sig}`;
    return { success: true as const, data: { url, expiresAt: new Date(exp * 1000).toISOString() } };
  });

  route(app, intakeApi.documentFile, async (request, reply) => {
    const { id } = request.params;
    // The link is the permission: without a valid, unexpired signature the document does not exist.
    if (!app.mediaUrls.verify(documentSubject(id), request.query.exp, request.query.sig)) {
      throw documentNotFound();
    }
    const document = await service.documents.byId(id);
    return sendStoredFile(request, reply, app.privateStorage, document.storageKey, {
      contentType: document.mimeType,
      headers: {
        // Always saved, never shown in the site's origin (a PDF or image cannot act as a page of it).
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.filename)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });
};
