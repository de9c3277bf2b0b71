import {
  attachmentSchema,
  CHAT_ATTACHMENT_MAX_BYTES,
  chatMessageSchema,
  conversationSchema,
  messagesPageSchema,
  messagesQuery,
  sendMessageBody,
  startConversationBody,
} from '@common/api/conversations';
import { pagedAnswer } from '@common/api/paging';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPage } from '../../lib/paging';
import { dataAnswer, uuidParams } from '@common/api/answers';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { assertCleanPart } from '../../lib/validation';
import { requireAuth } from '../auth/authenticate';
import { presentAttachment, presentConversation, presentMessage } from './conversations.presenter';
import { otherParticipant } from './conversations.service';

const tags = ['uzenetek'];
const idParams = uuidParams('Érvénytelen beszélgetés azonosító');
const one = dataAnswer(conversationSchema);
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Messaging REST (DESIGN.md §7); live delivery goes over the socket (modules/realtime). */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const service = app.conversations;
  const summary = async (userId: string, id: string) =>
    presentConversation(await service.summary(userId, id), app.mediaUrls);

  app.get(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: 'Saját beszélgetések (olvasatlan számokkal)',
        querystring: pageQuery,
        response: {
          200: pagedAnswer(conversationSchema),
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const found = await service.list(requireAuth(request), page, limit);
      return presentPage(request.query, found, (row) => presentConversation(row, app.mediaUrls));
    },
  );

  app.post(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: 'Beszélgetés indítása (vagy a meglévő)',
        body: startConversationBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const conversation = await service.start(auth, request.body.participantId);
      return { success: true as const, data: await summary(auth.user.id, conversation.id) };
    },
  );

  app.get(
    '/api/conversations/unread-count',
    {
      schema: {
        tags,
        summary: 'Olvasatlan üzenetek száma',
        response: { 200: z.object({ success: z.literal(true), count: z.number() }) },
      },
    },
    async (request) => ({
      success: true as const,
      count: await service.unreadCount(requireAuth(request).user.id),
    }),
  );

  app.get(
    '/api/conversations/:id',
    { schema: { tags, summary: 'Egy beszélgetés', params: idParams, response: { 200: one } } },
    async (request) => {
      const auth = requireAuth(request);
      await service.forParticipant(auth.user.id, request.params.id);
      return { success: true as const, data: await summary(auth.user.id, request.params.id) };
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Üzenetek (a legújabbaktól visszafelé lapozva)',
        params: idParams,
        querystring: messagesQuery,
        response: { 200: messagesPageSchema },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      const page = await service.history(requireAuth(request), request.params.id, before, limit);
      return { success: true as const, data: page.messages.map(presentMessage), nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Üzenet küldése (REST; élőben a socket is továbbítja)',
        params: idParams,
        body: sendMessageBody,
        response: { 201: dataAnswer(chatMessageSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const sent = await service.send(auth.user.id, request.params.id, request.body);
      if (sent.created) app.realtime.chatMessage(sent);
      return reply.code(201).send({ success: true as const, data: presentMessage(sent.message) });
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'A beszélgetés olvasottnak jelölése',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), readAt: z.string(), count: z.number() }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { conversation, readAt, count } = await service.markRead(auth.user.id, request.params.id);
      if (count > 0) {
        app.realtime.chatRead({
          conversationId: conversation.id,
          roomId: conversation.roomId,
          readerId: auth.user.id,
          otherId: otherParticipant(conversation, auth.user.id),
          readAt,
        });
      }
      return { success: true as const, readAt: readAt.toISOString(), count };
    },
  );

  app.post(
    '/api/conversations/:id/attachments',
    {
      schema: {
        tags,
        summary: 'Melléklet feltöltése (multipart: file; kép vagy PDF, legfeljebb 10 MB)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: dataAnswer(attachmentSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      let file: { data: Buffer; filename: string } | null = null;
      for await (const part of request.parts()) {
        assertCleanPart(part);
        // Throws a 413 past the size limit while streaming.
        if (part.type === 'file') file = { data: await part.toBuffer(), filename: part.filename };
      }
      const row = await service.upload(auth, request.params.id, file);
      return reply.code(201).send({ success: true as const, data: presentAttachment(row) });
    },
  );

  app.get(
    '/api/conversations/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Melléklet letöltése (csak a két résztvevő)',
        params: idParams.extend({ attachmentId: z.string().uuid('Érvénytelen melléklet azonosító') }),
      },
    },
    async (request, reply) => {
      const row = await service.download(
        requireAuth(request),
        request.params.id,
        request.params.attachmentId,
      );
      const disposition = row.mimeType === 'application/pdf' ? 'attachment' : 'inline';
      // Streamed from the private store: never a public URL, only this authorised route.
      return sendStoredFile(request, reply, app.privateStorage, row.storageKey, {
        contentType: row.mimeType,
        headers: {
          'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );
};
