import type { Database } from '../server/db/client';
import { askers, sessions, users } from '../server/db/schema';
import { DAY_MS } from '../server/lib/clock';
import { newToken, sha256 } from '../server/lib/tokens';
import { SESSION_ABSOLUTE_MS } from '../server/modules/auth/sessions';

/**
 * `count` verified askers with an active subscription and a live session each, inserted 500 at a
 * time (what createSession does, one insert per chunk: only the token's SHA-256 is stored).
 */
export async function insertAskers(db: Database, count: number, emailPrefix = 'bench.kerdezo') {
  const issued = new Date();
  const created: { id: string; token: string }[] = [];
  for (let i = 0; i < count; i += 500) {
    const size = Math.min(500, count - i);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, j) => ({
          email: `${emailPrefix}.${i + j}@pelda.hu`,
          name: `Kérdező ${i + j + 1}`,
          role: 'kerdezo' as const,
          passwordHash: 'nem-hasznalt',
          emailVerifiedAt: issued,
        })),
      )
      .returning({ id: users.id });
    await db.insert(askers).values(
      rows.map((row) => ({
        userId: row.id,
        subscriptionStatus: 'active' as const,
        expirationDate: new Date(issued.getTime() + 365 * DAY_MS),
      })),
    );
    const tokens = rows.map((row) => ({ id: row.id, token: newToken() }));
    await db.insert(sessions).values(
      tokens.map(({ id, token }) => ({
        userId: id,
        tokenHash: sha256(token),
        createdAt: issued,
        lastUsedAt: issued,
        expiresAt: new Date(issued.getTime() + SESSION_ABSOLUTE_MS),
      })),
    );
    created.push(...tokens);
  }
  return created;
}
