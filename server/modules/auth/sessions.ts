import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds, sessions, users } from '../../db/schema';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';

/** A session ends after 7 days without use, and 30 days after login at the latest. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** last_used_at is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = MINUTE_MS;

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A new random token for the user; only its SHA-256 is stored. */
export async function createSession(tx: Database, now: Date, userId: string, meta: SessionMeta = {}) {
  const token = newToken();
  await tx.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return token;
}

export interface ActiveSession {
  sessionId: string;
  user: typeof users.$inferSelect;
}

/** The live session of a token: not revoked, not expired, not idle too long, user not disabled. */
export async function findSession(db: Database, now: Date, token: string): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
  if (!row) return null;
  const { session, user } = row;
  const idleSince = now.getTime() - session.lastUsedAt.getTime();
  if (session.expiresAt <= now || idleSince >= SESSION_IDLE_MS || user.disabledAt) return null;
  if (idleSince >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, user };
}

export async function revokeSession(db: Database, now: Date, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of the user, except `keepSessionId` when given, and the secret calendar feed
 * address: whatever ends the other logins (a password change or reset, "log out other devices", 2FA
 * turned on, a disabled account) must not leave a reader of the consultations behind. Returns how many
 * sessions ended.
 */
export async function revokeUserSessions(tx: Database, now: Date, userId: string, keepSessionId?: string) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
