import { ONE_TIME_CODE } from '@common/constants';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { MINUTE_MS } from '../../lib/clock';
import { newNumericCode, safeEqualHex, sha256 } from '../../lib/tokens';

export type CodePurpose = 'verify_email' | 'two_factor' | 'password_reset';

/** Bound to its user and purpose: a code of one purpose never passes for another. */
const hashCode = (userId: string, purpose: CodePurpose, code: string) =>
  sha256(`${purpose}:${userId}:${code}`);

/** Issues a new code (only its hash is stored); the previous code of the same purpose stops working. */
export async function issueCode(
  tx: Database,
  now: Date,
  userId: string,
  purpose: CodePurpose,
): Promise<string> {
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  const code = newNumericCode(ONE_TIME_CODE.digits);
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE.validMinutes * MINUTE_MS),
    createdAt: now,
  });
  return code;
}

/**
 * Checks a code inside the caller's transaction. A wrong code counts an attempt (the 5th voids it);
 * a right one is deleted when `consume` is set, so it can be used once. Returns whether it matched.
 * The caller must commit even when this returns false, so that the attempt is counted.
 */
export async function checkCode(
  tx: Database,
  now: Date,
  userId: string,
  purpose: CodePurpose,
  code: string,
  { consume }: { consume: boolean },
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= ONE_TIME_CODE.maxAttempts)
    return false;
  if (!safeEqualHex(row.codeHash, hashCode(userId, purpose, code))) {
    const attempts = row.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({ attempts, consumedAt: attempts >= ONE_TIME_CODE.maxAttempts ? now : null })
      .where(eq(oneTimeCodes.id, row.id));
    return false;
  }
  if (consume) await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, row.id));
  return true;
}

/** Whether a code of this purpose was issued recently (e.g. a two-factor login is in progress). */
export async function hasRecentCode(
  db: Database,
  now: Date,
  userId: string,
  purpose: CodePurpose,
  withinMs: number,
) {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, new Date(now.getTime() - withinMs)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
