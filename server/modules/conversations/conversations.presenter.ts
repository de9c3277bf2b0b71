import type { ChatAttachment, ChatMessage, Conversation } from '@common/api/conversations';
import type { chatMessages, messageAttachments } from '../../db/schema';
import type { MediaUrls } from '../media/media-urls';

export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect & { attachments: AttachmentRow[] };

/** A conversation as the summaries query returns it (seen from one participant). */
export interface ConversationRow {
  id: string;
  roomId: string;
  createdAt: Date | string;
  lastMessageAt: Date | string | null;
  participantId: string;
  participantName: string;
  participantRole: 'tanacsado' | 'kerdezo' | 'admin';
  adviserId: string | null;
  avatarKey: string | null;
  /** The participant is a visible adviser: their avatar is public. */
  avatarPublic: boolean;
  unreadCount: number;
  lastId: string | null;
  lastSenderId: string | null;
  lastBody: string | null;
  lastClientMessageId: string | null;
  lastCreatedAt: Date | string | null;
  lastReadAt: Date | string | null;
}

// Raw SQL rows may carry timestamps as strings (node-postgres) or Dates (PGlite).
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

export function presentAttachment(row: AttachmentRow): ChatAttachment {
  return {
    _id: row.id,
    id: row.id,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.size,
    url: `/api/conversations/${row.conversationId}/attachments/${row.id}`,
  };
}

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    message: row.body,
    attachments: row.attachments.map(presentAttachment),
    clientMessageId: row.clientMessageId,
    createdAt: iso(row.createdAt),
    readAt: isoOrNull(row.readAt),
  };
}

export function presentConversation(row: ConversationRow, urls: MediaUrls): Conversation {
  const lastMessage: ChatMessage | null =
    row.lastId && row.lastSenderId && row.lastCreatedAt
      ? {
          _id: row.lastId,
          id: row.lastId,
          conversationId: row.id,
          senderId: row.lastSenderId,
          message: row.lastBody ?? '',
          // The list shows the text only; the thread loads the files.
          attachments: [],
          clientMessageId: row.lastClientMessageId,
          createdAt: iso(row.lastCreatedAt),
          readAt: isoOrNull(row.lastReadAt),
        }
      : null;
  return {
    _id: row.id,
    id: row.id,
    roomId: row.roomId,
    participant: {
      id: row.participantId,
      name: row.participantName,
      role: row.participantRole,
      adviserId: row.adviserId,
      // The viewer talks with this person, so may see their avatar even when it is not public.
      avatarUrl: row.avatarKey ? urls.image(row.avatarKey, row.avatarPublic) : null,
    },
    lastMessage,
    unreadCount: Number(row.unreadCount),
    updatedAt: iso(row.lastMessageAt ?? row.createdAt),
  };
}
