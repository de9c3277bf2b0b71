import { CHAT_ATTACHMENT_MAX_BYTES, conversationsApi } from '@common/api/conversations';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { readUpload } from '../../lib/uploads';
import { requireAuth } from '../auth/authenticate';
import { presentAttachment, presentConversation, presentMessage } from './conversations.presenter';

/** Messaging REST (DESIGN.md §7); live delivery goes over the socket (modules/realtime). */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const service = app.services.conversations;
  const summary = async (userId: string, id: string) =>
    presentConversation(await service.summary(userId, id), app.mediaUrls);

  route(app, conversationsApi.list, async (request) => {
    const { page, limit } = request.query;
    const found = await service.list(requireAuth(request), page, limit);
    return presentPage(request.query, found, (row) => presentConversation(row, app.mediaUrls));
  });

  route(app, conversationsApi.start, async (request) => {
    const auth = requireAuth(request);
    const conversation = await service.start(auth, request.body.participantId);
    return { success: true as const, data: await summary(auth.user.id, conversation.id) };
  });

  route(app, conversationsApi.unreadCount, async (request) => ({
    success: true as const,
    count: await service.unreadCount(requireAuth(request).user.id),
  }));

  route(app, conversationsApi.get, async (request) => {
    const auth = requireAuth(request);
    await service.forParticipant(auth.user.id, request.params.id);
    return { success: true as const, data: await summary(auth.user.id, request.params.id) };
  });

  route(app, conversationsApi.messages, async (request) => {
    const { before, limit } = request.query;
    const page = await service.history(requireAuth(request), request.params.id, before, limit);
    return { success: true as const, data: page.messages.map(presentMessage), nextCursor: page.nextCursor };
  });

  route(app, conversationsApi.send, async (request, reply) => {
    const auth = requireAuth(request);
    const sent = await service.send(auth.user.id, request.params.id, request.body);
    return reply.code(201).send({ success: true as const, data: presentMessage(sent.message) });
  });

  route(app, conversationsApi.read, async (request) => {
    const { readAt, count } = await service.markRead(requireAuth(request).user.id, request.params.id);
    return { success: true as const, readAt: readAt.toISOString(), count };
  });

  route(app, conversationsApi.uploadAttachment, async (request, reply) => {
    const auth = requireAuth(request);
    const { file } = await readUpload(request);
    const row = await service.upload(auth, request.params.id, file);
    return reply.code(201).send({ success: true as const, data: presentAttachment(row) });
  });

  route(app, conversationsApi.attachment, async (request, reply) => {
    const row = await service.download(requireAuth(request), request.params.id, request.params.attachmentId);
    const disposition = row.mimeType === 'application/pdf' ? 'attachment' : 'inline';
    // Streamed from the private store: never a public URL, only this authorised route.
    return sendStoredFile(request, reply, app.privateStorage, row.storageKey, {
      contentType: row.mimeType,
      headers: {
        'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
};
