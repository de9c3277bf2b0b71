import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers, media } from '../../db/schema';
import { type Clock, HOUR_MS } from '../../lib/clock';
import { sharedServerSecret } from '../../lib/server-secret';
import type { FileStorage } from '../../lib/storage';
import { listedAdviser } from '../advisers/listed';

/**
 * A signed URL stays the same for this long (its expiry is rounded), so browsers can cache the image,
 * and then stays valid for as long again: between 6 and 12 hours after it was handed out.
 */
export const SIGNED_MEDIA_STEP_MS = 6 * HOUR_MS;

const SECRET_NAME = 'media-url-signing';

/** The deployment's signing key: made by the first instance that starts, read by all the others. */
export function loadMediaSigningSecret(db: Database) {
  return sharedServerSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url'));
}

/**
 * URLs of stored images (/media/<key>). The images of visible advisers (avatar, gallery) are public;
 * every other image (askers' avatars, hidden or disabled advisers' images) is served only with an
 * HMAC signature and an expiry in its URL, handed out by the presenters to those entitled to see it.
 */
export class MediaUrls {
  constructor(
    private readonly storage: FileStorage,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /**
   * The one way presenters turn a storage key into a URL, for a viewer already entitled to the image:
   * plain when `isPublic` (its owner is a visible adviser), signed otherwise. `absolute` puts it on
   * PUBLIC_URL (public adviser answers, SPEC §7).
   */
  image(key: string, isPublic: boolean, options: { absolute?: boolean } = {}) {
    const base = options.absolute ? this.storage.absoluteUrlFor(key) : this.storage.urlFor(key);
    if (isPublic) return base;
    const exp = this.expiry();
    return `${base}?exp=${exp}&sig=${this.sign(key, exp)}`;
  }

  /**
   * A signature for a private file other than an image (a booking document): `subject` names it (never
   * a storage key, so it opens nothing under /media), valid for `ttlMs` from now.
   */
  signature(subject: string, ttlMs: number) {
    const exp = Math.ceil((this.clock.now().getTime() + ttlMs) / 1000);
    return { exp, sig: this.sign(subject, exp) };
  }

  /** Whether `sig` was made by `image` (or `signature`) for this key and `exp` has not passed. */
  verify(key: string, exp: unknown, sig: unknown) {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 <= this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.sign(key, Number(exp)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Unix seconds: the end of the next whole step, the same for everyone within a step. */
  private expiry() {
    const step = Math.floor(this.clock.now().getTime() / SIGNED_MEDIA_STEP_MS);
    return ((step + 2) * SIGNED_MEDIA_STEP_MS) / 1000;
  }

  private sign(key: string, exp: number) {
    return createHmac('sha256', this.secret).update(`${key}\n${exp}`).digest('base64url');
  }
}

/** Whether the images of this user may be public. */
export async function hasPublicImages(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ id: advisers.id })
    .from(advisers)
    .where(and(eq(advisers.userId, userId), listedAdviser(now)));
  return row !== undefined;
}

/** Whether a stored file is a visible adviser's image (so /media serves it without a signature). */
export async function isPublicMediaKey(db: Database, key: string, now: Date) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .innerJoin(advisers, eq(advisers.userId, media.userId))
    .where(and(or(eq(media.path, key), eq(media.thumbnailPath, key)), listedAdviser(now)))
    .limit(1);
  return row !== undefined;
}
