import type { Role } from '@common/constants';
import type { Actor } from '../auth/actor';

/** The two people of a conversation, by user id. */
export interface Participants {
  askerId: string;
  adviserUserId: string;
}

/** What starting a conversation depends on: the asker booked the adviser, the adviser is listed. */
export interface Pair {
  booked: boolean;
  adviserListed: boolean;
}

const OTHER_SIDE: Record<Role, Role | null> = { kerdezo: 'tanacsado', tanacsado: 'kerdezo', admin: null };

/**
 * Who may write to whom and read what (issue 19, part 4). Pure functions of the acting user and the
 * conversation's two participants; the conversation service, the messaging routes and the chat socket
 * handlers (modules/realtime/handlers.ts) ask these, and the media module for its private images.
 */
export const conversationPolicy = {
  /** Take part (history, send, read marks, uploads, its chat room): its asker and its adviser; others: 404. */
  isParticipant: (userId: string, conversation: Participants) =>
    userId === conversation.askerId || userId === conversation.adviserUserId,
  /** Message anybody at all: askers and advisers (admins have no conversations). */
  canMessage: (actor: Actor) => actor.role === 'kerdezo' || actor.role === 'tanacsado',
  /** Write to someone: an enabled account of the other side (an asker to an adviser and back). */
  canWriteTo: (actor: Actor, other: { role: Role; disabledAt: Date | null }) =>
    other.role === OTHER_SIDE[actor.role] && !other.disabledAt,
  /** Start with them: an asker with a listed adviser or one they booked; an adviser with an asker who booked them. */
  canStart: (actor: Actor, pair: Pair) =>
    actor.role === 'tanacsado'
      ? pair.booked
      : actor.role === 'kerdezo' && (pair.booked || pair.adviserListed),
  /** Download an attachment: the participants once it is sent; before that its uploader alone. */
  canDownload: (
    actor: Actor,
    conversation: Participants,
    attachment: { messageId: string | null; uploaderId: string },
  ) =>
    conversationPolicy.isParticipant(actor.id, conversation) &&
    (attachment.messageId !== null || attachment.uploaderId === actor.id),
  /** See someone live (presence, direct messages) or their private images: a conversation or booking partner. */
  isCounterpart: (counterparts: ReadonlySet<string>, userId: string) => counterparts.has(userId),
};
