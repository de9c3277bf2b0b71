import { ONE_TIME_CODE } from '@common/constants';
import { and, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { newNumericCode, safeEqualHex, sha256 } from '../../lib/tokens';

export type CodePurpose = 'verify_email' | 'two_factor' | 'password_reset';
type CodeRow = typeof oneTimeCodes.$inferSelect;
/** What a later registration of an unverified address asked for (see `oneTimeCodes.registration`). */
export type Registration = NonNullable<CodeRow['registration']>;

/** Bound to its user and purpose: a code of one purpose never passes for another. */
const hashCode = (userId: string, purpose: CodePurpose, code: string) =>
  sha256(`${purpose}:${userId}:${code}`);

/** How a client is named on a code row: a short hash of its key, never the address itself. */
const clientHash = (client: string) => sha256(`code-client:${client}`).slice(0, 16);

/** A client may make this many wrong guesses at one code; after that only other clients may try it. */
export const MAX_ATTEMPTS_PER_CLIENT = 3;

/**
 * Only the newest few codes of one purpose are checked: every pending registration of an address has a
 * live code, and one guess must not test more than a few of them. An older registration's code is
 * re-sent (and so becomes the newest) on request.
 */
export const CODES_CHECKED = 3;

/** A registration can have its code re-sent for this long; then it is dropped when the next code is issued. */
const REGISTRATION_KEPT_MS = 24 * HOUR_MS;

interface IssueOptions {
  /** The client that asked (its key); it keeps its own tries whatever strangers guess. */
  client?: string;
  twoFactorTokenHash?: string;
  /** E-mail codes: the later registration this code applies, if any. */
  registration?: Registration;
  /** E-mail codes of a registration: its earlier code, which this one replaces. */
  replaces?: string;
}

/**
 * Issues a new code (only its hash is stored) and returns it. Every earlier code of the same purpose
 * stops working; e-mail codes are per registration instead: only the earlier code of the same one does
 * (for the account as it is, every code without a registration).
 */
export async function issueCode(
  tx: Database,
  now: Date,
  userId: string,
  purpose: CodePurpose,
  options: IssueOptions = {},
): Promise<string> {
  const ofUser = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
  if (purpose !== 'verify_email') await tx.delete(oneTimeCodes).where(ofUser);
  else {
    const replaced = !options.registration
      ? isNull(oneTimeCodes.registration)
      : options.replaces === undefined
        ? undefined
        : eq(oneTimeCodes.id, options.replaces);
    const stale = lt(oneTimeCodes.createdAt, new Date(now.getTime() - REGISTRATION_KEPT_MS));
    await tx.delete(oneTimeCodes).where(and(ofUser, or(replaced, stale)));
  }
  // Registrations of one address must not share a code: it would verify whichever was checked first.
  const taken = new Set(
    (await tx.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes).where(ofUser)).map(
      (row) => row.codeHash,
    ),
  );
  let code = newNumericCode(ONE_TIME_CODE.digits);
  while (taken.has(hashCode(userId, purpose, code))) code = newNumericCode(ONE_TIME_CODE.digits);
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    twoFactorTokenHash: options.twoFactorTokenHash,
    issuedTo: options.client === undefined ? null : clientHash(options.client),
    registration: options.registration,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE.validMinutes * MINUTE_MS),
    createdAt: now,
  });
  return code;
}

/** The newest e-mail code this client asked for: the registration a resend from it re-sends. */
export async function findClientRegistration(db: Database, userId: string, client: string) {
  const [row] = await db
    .select({ id: oneTimeCodes.id, registration: oneTimeCodes.registration })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'verify_email'),
        eq(oneTimeCodes.issuedTo, clientHash(client)),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/** Voids every code of the user of these purposes. */
export async function deleteUserCodes(tx: Database, userId: string, purposes: CodePurpose[]) {
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), inArray(oneTimeCodes.purpose, purposes)));
}

/**
 * Whether `client` may still guess at this code. The client that asked for it has its own 3 tries;
 * every other client has 3 as well, and all of them together 5 (ONE_TIME_CODE.maxAttempts), so
 * strangers guessing at someone's code can neither void it for its owner nor try it much.
 */
function mayTry(row: CodeRow, hashedClient: string) {
  const mine = row.attemptsByClient[hashedClient] ?? 0;
  if (mine >= MAX_ATTEMPTS_PER_CLIENT) return false;
  if (row.issuedTo === hashedClient) return true;
  const byIssuer = row.issuedTo ? (row.attemptsByClient[row.issuedTo] ?? 0) : 0;
  return row.attempts - byIssuer < ONE_TIME_CODE.maxAttempts;
}

/**
 * Checks a code inside the caller's transaction, against the newest live codes of that purpose that the
 * client may still try (an address may have several pending registrations, each with its own code). A wrong
 * code counts an attempt on each of them (see `mayTry`); a right one is deleted when `consume` is set,
 * so it can be used once. `client` is the per-client key (clientKey); only a hash of it is stored.
 * Returns the matching code's row, or null. The caller must commit even on null, so that the attempt
 * is counted.
 */
export async function checkCode(
  tx: Database,
  now: Date,
  userId: string,
  purpose: CodePurpose,
  code: string,
  { consume, client }: { consume: boolean; client: string },
): Promise<CodeRow | null> {
  const from = clientHash(client);
  const live = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    // Locked in one order, so two checks of the same address cannot deadlock.
    .orderBy(oneTimeCodes.id)
    .for('update');
  const rows = live
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, CODES_CHECKED)
    .filter((row) => mayTry(row, from));
  const hash = hashCode(userId, purpose, code);
  const match = rows.find((row) => safeEqualHex(row.codeHash, hash));
  if (match) {
    if (consume) await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.id, match.id));
    return match;
  }
  for (const row of rows) {
    await tx
      .update(oneTimeCodes)
      .set({
        attempts: row.attempts + 1,
        attemptsByClient: { ...row.attemptsByClient, [from]: (row.attemptsByClient[from] ?? 0) + 1 },
      })
      .where(eq(oneTimeCodes.id, row.id));
  }
  return null;
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
