import { z } from 'zod';
import { endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { dataAnswer, entitySchema, uuidParams } from './answers';
import { pagedAnswer, pageQuery } from './paging';

/** Messaging REST (DESIGN.md §7): conversations between an asker and an adviser. */

export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;

export const startConversationBody = z.object({
  /** The other person's user id (an adviser's `userId`, or an asker's user id). */
  participantId: z.string().uuid('Érvénytelen felhasználó azonosító'),
});

export const messagesQuery = z.object({
  /** Cursor: the `nextCursor` of the previous page (older messages come next). */
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
});

export const sendMessageBody = z
  .object({
    message: multiline(z.string().trim().max(4000, 'Az üzenet legfeljebb 4000 karakter lehet')).default(''),
    attachments: z.array(z.string().uuid()).max(5, 'Legfeljebb 5 melléklet küldhető egyszerre').default([]),
    clientMessageId: z.string().min(1).max(100).optional(),
  })
  .refine((b) => b.message.length > 0 || b.attachments.length > 0, {
    message: 'Üres üzenet nem küldhető',
    path: ['message'],
  });

export const attachmentSchema = entitySchema({
  filename: z.string(),
  mimeType: z.string(),
  size: z.number(),
  /** Authenticated download (bearer token): only the two participants may fetch it. */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof attachmentSchema>;

export const chatMessageSchema = entitySchema({
  conversationId: z.string(),
  senderId: z.string(),
  message: z.string(),
  attachments: z.array(attachmentSchema),
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const participantSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['tanacsado', 'kerdezo', 'admin']),
  /** The adviser's `tanacsadok` id when the participant is an adviser (profile links). */
  adviserId: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const conversationSchema = entitySchema({
  /** The socket room of this conversation (`room:join`, `chat:message`). */
  roomId: z.string(),
  participant: participantSchema,
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messagesPageSchema = z.object({
  success: z.literal(true),
  data: z.array(chatMessageSchema),
  /** Pass as `before` for older messages; null when there are none. */
  nextCursor: z.string().nullable(),
});

const tags = ['uzenetek'];
const params = uuidParams('Érvénytelen beszélgetés azonosító');
const conversationAnswer = dataAnswer(conversationSchema);

/** Messaging REST (DESIGN.md §7); live delivery goes over the socket. */
export const conversationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/conversations',
    tags,
    summary: 'Saját beszélgetések (olvasatlan számokkal)',
    query: z.object(pageQuery(100, 30)),
    responses: { 200: pagedAnswer(conversationSchema) },
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/conversations',
    tags,
    summary: 'Beszélgetés indítása (vagy a meglévő)',
    body: startConversationBody,
    responses: { 200: conversationAnswer },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/conversations/unread-count',
    tags,
    summary: 'Olvasatlan üzenetek száma',
    responses: { 200: z.object({ success: z.literal(true), count: z.number() }) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/conversations/:id',
    tags,
    summary: 'Egy beszélgetés',
    params,
    responses: { 200: conversationAnswer },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    tags,
    summary: 'Üzenetek (a legújabbaktól visszafelé lapozva)',
    params,
    query: messagesQuery,
    responses: { 200: messagesPageSchema },
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    tags,
    summary: 'Üzenet küldése (REST; élőben a socket is továbbítja)',
    params,
    body: sendMessageBody,
    responses: { 201: dataAnswer(chatMessageSchema) },
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/read',
    tags,
    summary: 'A beszélgetés olvasottnak jelölése',
    params,
    responses: { 200: z.object({ success: z.literal(true), readAt: z.string(), count: z.number() }) },
  }),
  /** The file comes in the multipart field `file`. */
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/attachments',
    tags,
    summary: 'Melléklet feltöltése (multipart: file; kép vagy PDF, legfeljebb 10 MB)',
    params,
    multipart: true,
    responses: { 201: dataAnswer(attachmentSchema) },
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/conversations/:id/attachments/:attachmentId',
    tags,
    summary: 'Melléklet letöltése (csak a két résztvevő)',
    params: params.extend({ attachmentId: z.string().uuid('Érvénytelen melléklet azonosító') }),
    file: true,
    responses: {},
  }),
};

/** GET /api/meetings/{roomId}: what the meeting page needs (only the two parties get it). */
export const meetingSchema = z.object({
  roomId: z.string(),
  appointmentId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Joining is open from 15 minutes before the start until the end. */
  joinOpensAt: z.string(),
  joinable: z.boolean(),
  self: z.object({ id: z.string(), name: z.string(), role: z.enum(['tanacsado', 'kerdezo']) }),
  peer: z.object({ id: z.string(), name: z.string(), role: z.enum(['tanacsado', 'kerdezo']) }),
  consultationType: z.string(),
  /**
   * RTCIceServer list: ICE_SERVERS, plus a TURN server with credentials minted for this user and meeting
   * while it is joinable (when TURN_SECRET and TURN_URLS are set).
   */
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  /** RTCPeerConnection's iceTransportPolicy (ICE_TRANSPORT_POLICY): `relay` sends media only via TURN. */
  iceTransportPolicy: z.enum(['all', 'relay']),
  /** The conversation of the two parties, for the in-call chat. */
  conversationId: z.string(),
  chatRoomId: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
