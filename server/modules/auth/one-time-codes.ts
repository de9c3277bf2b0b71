import { ONE_TIME_CODE } from '@common/constants';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { MINUTE_MS } from '../../lib/clock';
import { newNumericCode, safeEqualHex, sha256 } from '../../lib/tokens';

export type CodePurpose = 'verify_email' | 'two_factor' | 'password_reset';

/** Bound to its user and purpose: a code of one purpose never passes for another. */
const hashCode = (userId: string, purpose: CodePurpose, code: string) =>
  sha256(`${purpose}:${userId}:${code}`);

/** A client may make this many wrong guesses at one code; after that only other clients may try it. */
export const MAX_ATTEMPTS_PER_CLIENT = 3;

/** Issues a new code (only its hash is stored); every earlier code of the same purpose stops working. */
export async function issueCode(
  tx: Database,
  now: Date,
  userId: string,
  purpose: CodePurpose,
  extra: { twoFactorTokenHash?: string } = {},
): Promise<string> {
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  const code = newNumericCode(ONE_TIME_CODE.digits);
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    twoFactorTokenHash: extra.twoFactorTokenHash,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE.validMinutes * MINUTE_MS),
    createdAt: now,
  });
  return code;
}

/** Voids every code of the user, of any purpose (the account was handed to a new registrant). */
export async function deleteUserCodes(tx: Database, userId: string) {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}

/**
 * Checks a code inside the caller's transaction. A wrong code counts an attempt: the 5th in total voids
 * the code, and a client's 3rd shuts that client out of it (a stranger guessing at someone else's code
 * cannot use up the owner's tries). A right one is deleted when `consume` is set, so it can be used once.
 * `client` is the per-client key (clientKey); only a hash of it is stored. Returns whether it matched.
 * The caller must commit even when this returns false, so that the attempt is counted.
 */
export async function checkCode(
  tx: Database,
  now: Date,
  userId: string,
  purpose: CodePurpose,
  code: string,
  { consume, client }: { consume: boolean; client: string },
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
  const clientHash = sha256(`code-client:${client}`).slice(0, 16);
  const byClient = row.attemptsByClient[clientHash] ?? 0;
  if (byClient >= MAX_ATTEMPTS_PER_CLIENT) return false;
  if (!safeEqualHex(row.codeHash, hashCode(userId, purpose, code))) {
    const attempts = row.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({
        attempts,
        attemptsByClient: { ...row.attemptsByClient, [clientHash]: byClient + 1 },
        consumedAt: attempts >= ONE_TIME_CODE.maxAttempts ? now : null,
      })
      .where(eq(oneTimeCodes.id, row.id));
    return false;
  }
  if (consume) await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, row.id));
  return true;
}

/**
 * The pending two-factor login whose token this is: its newest code row, if that was issued (or
 * re-issued) within `withinMs`. Without the token nobody can ask for a new code.
 */
export async function findPendingTwoFactor(
  db: Database,
  now: Date,
  userId: string,
  token: string,
  withinMs: number,
) {
  const [row] = await db
    .select({ tokenHash: oneTimeCodes.twoFactorTokenHash, createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'two_factor')))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row?.tokenHash || row.createdAt.getTime() <= now.getTime() - withinMs) return null;
  return safeEqualHex(row.tokenHash, sha256(token)) ? row.tokenHash : null;
}
