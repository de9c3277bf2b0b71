import { randomUUID } from 'node:crypto';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@common/api/conversations';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type Database, insertOne, queryRows } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  advisers,
  appointments,
  chatMessages,
  conversations,
  messageAttachments,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { newToken } from '../../lib/tokens';
import {
  assertUploadFits,
  sniffType,
  storeUpload,
  type UploadQuota,
  uploadedFilename,
} from '../../lib/uploads';
import { isListed } from '../advisers/listed';
import type { ActiveSession } from '../auth/sessions';
import { processImage } from '../media/media.service';
import { conversationPolicy } from './conversations.policy';
import type { AttachmentRow, ConversationRow, MessageRow } from './conversations.presenter';

export const conversationNotFound = () => notFound('A beszélgetés nem található.', 'CONVERSATION_NOT_FOUND');

export type ConversationEntity = typeof conversations.$inferSelect;

/** The other person of a conversation, seen from `userId`. */
export const otherParticipant = (conversation: ConversationEntity, userId: string) =>
  conversation.askerId === userId ? conversation.adviserUserId : conversation.askerId;

const participantNotFound = () => notFound('A címzett nem található.', 'PARTICIPANT_NOT_FOUND');

export interface SendInput {
  message: string;
  attachments: string[];
  clientMessageId?: string | undefined;
}

export interface SentMessage {
  message: MessageRow;
  conversation: ConversationEntity;
  recipientId: string;
  /** False when the same clientMessageId had been stored before (a resend): nothing new to relay. */
  created: boolean;
}

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** A new message was stored (not a resend); `fromSocket` already shows it. */
    'chat.message': { sent: SentMessage; fromSocket?: string | undefined };
    /** `readerId` read what the other participant sent up to `readAt`. */
    'chat.read': { conversation: ConversationEntity; readerId: string; readAt: Date };
  }
}

/** Messaging between an asker and an adviser (DESIGN.md §7 "Messaging REST" and §6). */
export function createConversationService(deps: {
  db: Database;
  clock: Clock;
  files: FileStorage;
  quota: UploadQuota;
  events: EventPublisher;
}) {
  const { db, clock, files, quota } = deps;

  async function load(id: string) {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    return row;
  }

  /** The conversation if `userId` takes part in it; otherwise 404 (its existence is not revealed). */
  async function forParticipant(userId: string, id: string) {
    const conversation = await load(id);
    if (!conversation || !conversationPolicy.isParticipant(userId, conversation))
      throw conversationNotFound();
    return conversation;
  }

  async function byRoom(userId: string, roomId: string) {
    const [row] = await db.select().from(conversations).where(eq(conversations.roomId, roomId));
    return row && conversationPolicy.isParticipant(userId, row) ? row : undefined;
  }

  /**
   * Finds or creates the conversation of the caller and `participantId`. An asker may write to any
   * adviser whose profile is public (or who they have booked); an adviser only to askers who booked them.
   */
  async function start(auth: ActiveSession, participantId: string) {
    const [other] = await db.select().from(users).where(eq(users.id, participantId));
    const actor = auth.user;
    if (!conversationPolicy.canMessage(actor)) {
      throw forbidden('Üzenetet kérdezői vagy tanácsadói fiókkal lehet küldeni.');
    }
    if (!other || !conversationPolicy.canWriteTo(actor, other)) throw participantNotFound();
    const [asker, adviserUser] = actor.role === 'kerdezo' ? [actor, other] : [other, actor];
    const [adviser] = await db.select().from(advisers).where(eq(advisers.userId, adviserUser.id));
    if (!adviser) throw participantNotFound();
    const [booked] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.adviserId, adviser.id), eq(appointments.clientId, asker.id)))
      .limit(1);
    const adviserListed = isListed({ adviser, user: adviserUser }, clock.now());
    if (!conversationPolicy.canStart(actor, { booked: !!booked, adviserListed })) {
      throw actor.role === 'tanacsado'
        ? forbidden('Csak azzal a kérdezővel kezdhet beszélgetést, aki már foglalt Önnél időpontot.')
        : participantNotFound();
    }
    return ensurePair(asker.id, adviserUser.id);
  }

  /** The conversation of an asker and an adviser who already share an appointment (meetings). */
  async function ensurePair(askerId: string, adviserUserId: string) {
    await db
      .insert(conversations)
      .values({ askerId, adviserUserId, roomId: newToken() })
      .onConflictDoNothing({ target: [conversations.askerId, conversations.adviserUserId] });
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.askerId, askerId), eq(conversations.adviserUserId, adviserUserId)));
    if (!row) throw new Error('conversation upsert returned nothing');
    return row;
  }

  /** Conversations of a user with the other person, the last message and the unread count. */
  async function summaries(userId: string, where: ReturnType<typeof sql>, limit: number, offset: number) {
    return queryRows<ConversationRow>(
      db,
      sql`select c.id, c.room_id as "roomId", c.created_at as "createdAt", c.last_message_at as "lastMessageAt",
            o.id as "participantId", o.name as "participantName", o.role as "participantRole",
            a.id as "adviserId", m.thumbnail_path as "avatarKey",
            coalesce(a.active and o.disabled_at is null
              and (a.expiration_date is null or a.expiration_date > ${clock.now().toISOString()}::timestamptz),
              false) as "avatarPublic",
            (select count(*)::int from messages u
              where u.conversation_id = c.id and u.sender_id <> ${userId} and u.read_at is null) as "unreadCount",
            lm.id as "lastId", lm.sender_id as "lastSenderId", lm.body as "lastBody",
            lm.client_message_id as "lastClientMessageId", lm.created_at as "lastCreatedAt",
            lm.read_at as "lastReadAt"
          from conversations c
          join users o on o.id = case when c.asker_id = ${userId} then c.adviser_user_id else c.asker_id end
          left join advisers a on a.user_id = o.id
          left join media m on m.user_id = o.id and m.type = 'profile'
          left join lateral (
            select * from messages x where x.conversation_id = c.id
            order by x.created_at desc, x.id desc limit 1
          ) lm on true
          where (c.asker_id = ${userId} or c.adviser_user_id = ${userId}) and ${where}
          order by coalesce(c.last_message_at, c.created_at) desc, c.id
          limit ${limit} offset ${offset}`,
    );
  }

  async function list(auth: ActiveSession, page: number, limit: number) {
    const userId = auth.user.id;
    const mine = or(eq(conversations.askerId, userId), eq(conversations.adviserUserId, userId));
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(conversations).where(mine);
    const rows = await summaries(userId, sql`true`, limit, (page - 1) * limit);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async function summary(userId: string, id: string) {
    const [row] = await summaries(userId, sql`c.id = ${id}`, 1, 0);
    if (!row) throw conversationNotFound();
    return row;
  }

  async function attachmentsOf(messageIds: string[]) {
    if (messageIds.length === 0) return new Map<string, AttachmentRow[]>();
    const rows = await db
      .select()
      .from(messageAttachments)
      .where(inArray(messageAttachments.messageId, messageIds))
      .orderBy(messageAttachments.createdAt);
    const byMessage = new Map<string, AttachmentRow[]>();
    for (const row of rows) {
      if (!row.messageId) continue;
      byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
    }
    return byMessage;
  }

  /**
   * One page of history, oldest first. The cursor is "<ISO time>_<id>" of the oldest message shown:
   * the next page holds the messages strictly before it (keyset paging on the (created_at, id) index).
   */
  async function history(auth: ActiveSession, id: string, before: string | undefined, limit: number) {
    const conversation = await forParticipant(auth.user.id, id);
    const cursor = before ? parseCursor(before) : undefined;
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          cursor
            ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit).reverse();
    const oldest = page[0];
    const nextCursor =
      rows.length > limit && oldest ? `${oldest.createdAt.toISOString()}_${oldest.id}` : null;
    const attachments = await attachmentsOf(page.map((m) => m.id));
    return {
      messages: page.map((m) => ({ ...m, attachments: attachments.get(m.id) ?? [] })),
      nextCursor,
    };
  }

  /**
   * Stores a message (and links its uploaded attachments), then tells of it. The socket path passes the
   * conversation it has already checked and the sending socket; a resend with a known `clientMessageId`
   * answers with the stored message.
   */
  async function send(
    userId: string,
    target: string | typeof conversations.$inferSelect,
    input: SendInput,
    fromSocket?: string,
  ): Promise<SentMessage> {
    const conversation =
      typeof target === 'string' || !conversationPolicy.isParticipant(userId, target)
        ? await forParticipant(userId, typeof target === 'string' ? target : target.id)
        : target;
    const body = input.message.trim();
    if (!body && input.attachments.length === 0) throw badRequest('Üres üzenet nem küldhető.');
    const recipientId = otherParticipant(conversation, userId);
    try {
      const message =
        input.attachments.length === 0
          ? {
              ...(await insertTextMessage(conversation.id, userId, body, input.clientMessageId)),
              attachments: [],
            }
          : await insertWithAttachments(conversation.id, userId, body, input);
      const sent = { message, conversation, recipientId, created: true };
      deps.events.publish('chat.message', { sent, fromSocket });
      return sent;
    } catch (error) {
      // A resend of a stored message (or two racing resends): the unique index kept one; answer with it.
      if (input.clientMessageId && isUniqueViolation(error)) {
        const existing = await findByClientId(userId, input.clientMessageId);
        if (existing) return existing;
      }
      throw error;
    }
  }

  /**
   * Strictly increasing times within a conversation: the conversation's stamp moves to the later of
   * now and its last message + 1 ms, and the message takes that time. The row lock orders concurrent
   * sends, so the history order and its (created_at, id) cursor never depend on a tie-break. Without
   * attachments it is one statement (the hot path of the chat: one round trip, atomic on its own).
   */
  const nextStamp = () =>
    sql`greatest(${clock.now().toISOString()}::timestamptz, ${conversations.lastMessageAt} + interval '1 millisecond')`;

  async function insertTextMessage(
    conversationId: string,
    userId: string,
    body: string,
    clientMessageId: string | undefined,
  ): Promise<typeof chatMessages.$inferSelect> {
    const [row] = await queryRows<typeof chatMessages.$inferSelect>(
      db,
      sql`with stamp as (
            update ${conversations} set last_message_at = ${nextStamp()}
            where ${conversations.id} = ${conversationId}
            returning ${conversations.lastMessageAt} as at)
          insert into ${chatMessages} (conversation_id, sender_id, body, client_message_id, created_at)
          select ${conversationId}, ${userId}, ${body}, ${clientMessageId ?? null}, at from stamp
          returning id, conversation_id as "conversationId", sender_id as "senderId", body,
            client_message_id as "clientMessageId", created_at as "createdAt", read_at as "readAt"`,
    );
    // Nothing stamped: the conversation is gone (the socket path may hold it from an earlier check).
    if (!row) throw conversationNotFound();
    return row;
  }

  async function insertWithAttachments(
    conversationId: string,
    userId: string,
    body: string,
    input: SendInput,
  ) {
    return db.transaction(async (tx) => {
      const [stamp] = await tx
        .update(conversations)
        .set({ lastMessageAt: nextStamp() })
        .where(eq(conversations.id, conversationId))
        .returning({ at: conversations.lastMessageAt });
      const row = await insertOne(tx, chatMessages, {
        conversationId,
        senderId: userId,
        body,
        clientMessageId: input.clientMessageId ?? null,
        createdAt: stamp?.at ?? clock.now(),
      });
      const linked = await tx
        .update(messageAttachments)
        .set({ messageId: row.id })
        .where(
          and(
            inArray(messageAttachments.id, input.attachments),
            eq(messageAttachments.conversationId, conversationId),
            eq(messageAttachments.uploaderId, userId),
            isNull(messageAttachments.messageId),
          ),
        )
        .returning();
      if (linked.length !== new Set(input.attachments).size) {
        throw badRequest('Egy vagy több melléklet nem található, vagy már el lett küldve.');
      }
      return { ...row, attachments: linked };
    });
  }

  async function findByClientId(userId: string, clientMessageId: string): Promise<SentMessage | undefined> {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, userId), eq(chatMessages.clientMessageId, clientMessageId)));
    if (!row) return undefined;
    const conversation = await forParticipant(userId, row.conversationId);
    const attachments = await attachmentsOf([row.id]);
    return {
      message: { ...row, attachments: attachments.get(row.id) ?? [] },
      conversation,
      recipientId: otherParticipant(conversation, userId),
      created: false,
    };
  }

  /** Marks everything the other person sent as read. */
  async function markRead(userId: string, id: string) {
    const conversation = await forParticipant(userId, id);
    const readAt = clock.now();
    const updated = await db
      .update(chatMessages)
      .set({ readAt })
      .where(
        and(
          eq(chatMessages.conversationId, id),
          ne(chatMessages.senderId, userId),
          isNull(chatMessages.readAt),
        ),
      )
      .returning({ id: chatMessages.id });
    if (updated.length > 0) deps.events.publish('chat.read', { conversation, readerId: userId, readAt });
    return { readAt, count: updated.length };
  }

  async function unreadCount(userId: string) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
          where (c.asker_id = ${userId} or c.adviser_user_id = ${userId})
            and m.sender_id <> ${userId} and m.read_at is null`,
    );
    return row?.n ?? 0;
  }

  /**
   * An attachment waiting for its message. Images go through the media pipeline (magic bytes, pixel
   * limit, EXIF stripped, re-encoded as WebP); PDFs are checked by their magic bytes.
   */
  async function upload(auth: ActiveSession, id: string, file: { data: Buffer; filename: string } | null) {
    const conversation = await forParticipant(auth.user.id, id);
    if (!file) throw badRequest('Nincs megadva fájl a feltöltéshez');
    if (file.data.length > CHAT_ATTACHMENT_MAX_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'A fájl legfeljebb 10 MB lehet.');
    }
    // A full account is refused before any decoding (the exact check is in the transaction).
    await assertUploadFits(db, auth.user, 1, quota);
    const detected = await sniffType(
      file.data,
      ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      () => new AppError(415, 'UNSUPPORTED_FILE', 'Csak kép (JPEG, PNG, WebP) vagy PDF küldhető.'),
    );
    const isPdf = detected === 'application/pdf';
    const data = isPdf ? file.data : (await processImage(file.data)).image;
    const mimeType = isPdf ? 'application/pdf' : 'image/webp';
    const name = uploadedFilename(file.filename, 'melleklet');
    const filename = isPdf ? name : `${name.replace(/\.[^.]*$/, '')}.webp`;
    const storageKey = `chat/${conversation.id}/${randomUUID()}`;
    return storeUpload({
      db,
      storage: files,
      key: storageKey,
      data,
      contentType: mimeType,
      owner: { user: auth.user, quota },
      async record(tx) {
        const row = await insertOne(tx, messageAttachments, {
          conversationId: conversation.id,
          uploaderId: auth.user.id,
          filename,
          mimeType,
          size: data.length,
          storageKey,
          // The orphan sweeper measures the 24 hours by this (the service clock, like the sweeper).
          createdAt: clock.now(),
        });
        return row;
      },
    });
  }

  /** The attachment a participant may download (the route streams its file from the private store). */
  async function download(auth: ActiveSession, id: string, attachmentId: string) {
    const conversation = await forParticipant(auth.user.id, id);
    const [row] = await db
      .select()
      .from(messageAttachments)
      .where(
        and(eq(messageAttachments.id, attachmentId), eq(messageAttachments.conversationId, conversation.id)),
      );
    // Not yet sent: only its uploader may see it.
    if (!row || !conversationPolicy.canDownload(auth.user, conversation, row)) {
      throw notFound('A melléklet nem található.', 'ATTACHMENT_NOT_FOUND');
    }
    return row;
  }

  /** The people `userId` may see live (presence, direct messages): conversation or booking partners. */
  async function counterparts(userId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select case when asker_id = ${userId} then adviser_user_id else asker_id end as id
            from conversations where asker_id = ${userId} or adviser_user_id = ${userId}
          union
          select a.client_id from appointments a join advisers d on d.id = a.adviser_id where d.user_id = ${userId}
          union
          select d.user_id from appointments a join advisers d on d.id = a.adviser_id where a.client_id = ${userId}`,
    );
    return rows.map((r) => r.id);
  }

  return {
    load,
    forParticipant,
    byRoom,
    start,
    ensurePair,
    list,
    summary,
    history,
    send,
    markRead,
    unreadCount,
    upload,
    download,
    counterparts,
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;

function parseCursor(cursor: string) {
  const [at, id] = cursor.split('_');
  const date = at ? new Date(at) : undefined;
  if (!date || Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw badRequest('Érvénytelen lapozási jelölő.');
  }
  return { at: date, id };
}
