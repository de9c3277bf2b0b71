import type { Actor } from '../auth/actor';

/** How a viewer reaches someone's images: public URLs, signed (private) URLs, or not at all (404). */
export type ImageAccess = 'public' | 'signed' | null;

/**
 * Who may see and change a user's images (issue 19, part 4). Pure functions of the acting user (null
 * for a guest), the images' owner and the facts the media service looks up. Chat attachments are
 * conversationPolicy.canDownload, invoices appointmentPolicy.canSee.
 */
export const mediaPolicy = {
  /** Upload, delete, rotate and order a user's images: that user or an admin. */
  canManage: (actor: Actor, ownerId: string) => actor.role === 'admin' || actor.id === ownerId,
  /**
   * See them: everybody while the owner is a listed adviser (public URLs); otherwise the owner, admins
   * and the owner's conversation or booking partners (signed URLs); nobody else.
   */
  imageAccess: (
    viewer: Actor | null | undefined,
    ownerId: string,
    facts: { publicImages: boolean; counterpart: boolean },
  ): ImageAccess => {
    if (facts.publicImages) return 'public';
    if (!viewer) return null;
    return mediaPolicy.canManage(viewer, ownerId) || facts.counterpart ? 'signed' : null;
  },
};
