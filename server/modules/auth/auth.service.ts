import type { RegisterBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { type Database, insertOne } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { advisers, askers, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newToken, sha256 } from '../../lib/tokens';
import { cancelAccountDeletion } from '../account/account.service';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { defaultBookingSettings } from '../settings/settings.service';
import { findUserByEmail, loadUserView } from '../users/users.service';
import {
  checkCode,
  deleteUserCodes,
  findClientRegistration,
  findPendingTwoFactor,
  issueCode,
  type Registration,
} from './one-time-codes';
import { isCommonPassword } from './password-policy';
import {
  type ActiveSession,
  createSession,
  revokeSession,
  revokeUserSessions,
  type SessionMeta,
} from './sessions';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  mail: MailContext;
  events: EventPublisher;
}

type UserRow = typeof users.$inferSelect;

export const authErrors = {
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', messages.auth.badCredentials),
  invalidCode: () => new AppError(400, 'INVALID_CODE', messages.auth.invalidCode),
  disabled: () =>
    new AppError(
      403,
      'ACCOUNT_DISABLED',
      'A fiókja le van tiltva. Kérjük, vegye fel a kapcsolatot az ügyfélszolgálattal.',
    ),
  notVerified: () =>
    new AppError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Az e-mail címe még nincs megerősítve. Új megerősítő kódot küldtünk az e-mail címére.',
    ),
  wrongPassword: () =>
    new AppError(400, 'WRONG_PASSWORD', 'A jelenlegi jelszó hibás.', [
      { field: 'body.currentPassword', message: 'A jelenlegi jelszó hibás.' },
    ]),
  /** resend-2fa without the token of a login that passed its password step (or after it ran out). */
  twoFactorLoginExpired: () =>
    new AppError(
      401,
      'TWO_FACTOR_LOGIN_EXPIRED',
      'A bejelentkezés lejárt vagy érvénytelen. Kérjük, jelentkezzen be újra e-mail címével és jelszavával.',
    ),
  commonPassword: (field: string) => {
    const text = 'Ez a jelszó túl gyakori, könnyen kitalálható. Kérjük, válasszon másikat.';
    return new AppError(400, 'COMMON_PASSWORD', text, [{ field, message: text }]);
  },
};

/** A two-factor login counts as in progress for this long after its password step or last resend. */
const TWO_FACTOR_PENDING_MS = 30 * MINUTE_MS;

/**
 * Registration, e-mail codes, login with two-factor, password reset and the account settings.
 * Answers never reveal whether an e-mail is registered, and the work done is the same either way.
 */
export function createAuthService(deps: AuthDeps) {
  const { db, clock } = deps;
  // Compared against when the e-mail is unknown, so a login takes as long either way.
  const dummyHash = hashPassword('nincs-ilyen-felhasznalo-idozites');

  const sendCodeMail = async (
    tx: Database,
    user: UserRow,
    purpose: 'verify_email' | 'two_factor' | 'password_reset',
    options: Parameters<typeof issueCode>[4] = {},
  ) => {
    const code = await issueCode(tx, clock.now(), user.id, purpose, options);
    const template = {
      verify_email: mailTemplates.verificationCode,
      two_factor: mailTemplates.twoFactorCode,
      password_reset: mailTemplates.passwordResetCode,
    }[purpose];
    // A later registration's mail greets whoever made it: the owner can tell their own mail apart.
    const name = options.registration?.name ?? user.name;
    await enqueueMail(tx, { to: user.email, ...template({ name, code }, deps.mail) });
  };

  /** Runs `work` in a transaction and wakes the mail worker after it commits. */
  const withMail = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    const result = await db.transaction((tx) => work(tx));
    deps.events.publish('mail.queued', {});
    return result;
  };

  const sessionFor = async (tx: Database, userId: string, meta: SessionMeta) =>
    createSession(tx, clock.now(), userId, meta);

  /**
   * The session of a login that passed its password (and two-factor) step. A pending account deletion
   * is cancelled in the same transaction (issue 18: logging in within the grace period keeps the
   * account), with its audit entry and mail; `deletionCancelled` tells the caller.
   */
  const loginSession = async (tx: Database, user: UserRow, meta: SessionMeta) => {
    const deletionCancelled = user.deletionRequestedAt
      ? await cancelAccountDeletion(tx, user, { now: clock.now(), mail: deps.mail, ip: meta.ip })
      : false;
    return { token: await sessionFor(tx, user.id, meta), deletionCancelled };
  };

  const view = async (userId: string) => {
    const loaded = await loadUserView(db, userId);
    if (!loaded) throw authErrors.invalidCredentials();
    return loaded;
  };

  const ensureNotCommon = (password: string, field: string) => {
    if (isCommonPassword(password)) throw authErrors.commonPassword(field);
  };

  /** `client` is the registrant's per-client key: a resend from it re-sends this registration's code. */
  async function register(input: RegisterBody, client: string) {
    ensureNotCommon(input.password, 'body.password');
    // Hashed before the existence check, so both paths cost the same.
    const passwordHash = await hashPassword(input.password);
    const registration = { name: input.name, role: input.role, passwordHash };
    const existing = await findUserByEmail(db, input.email);
    if (existing) return registerTaken(existing, registration, client);
    try {
      await withMail(async (tx) => {
        const user = await insertOne(tx, users, { email: input.email, ...registration });
        await createRoleProfile(tx, user.id, input.role);
        await sendCodeMail(tx, user, 'verify_email', { client });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A parallel registration of the same e-mail won the race.
      const winner = await findUserByEmail(db, input.email);
      if (winner) await registerTaken(winner, registration, client);
    }
  }

  /** New advisers start with the platform's default booking settings; askers with an empty profile. */
  async function createRoleProfile(tx: Database, userId: string, role: RegisterBody['role']) {
    if (role === 'tanacsado')
      await tx.insert(advisers).values({ userId, ...(await defaultBookingSettings(tx)) });
    else await tx.insert(askers).values({ userId });
  }

  /**
   * The e-mail is taken. A verified account only gets a notice to its owner. An unverified one is left
   * as it is: the new registration waits beside it with a code of its own, and whichever registration's
   * code is verified first gets the address (a code verifies only its own registration, so neither a
   * pre-registration nor a later one can hand its password to the account the real owner verifies).
   */
  async function registerTaken(user: UserRow, registration: Registration, client: string) {
    await withMail(async (tx) => {
      // Locked and re-read: a verification committing meanwhile turns this into the notice.
      const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      if (!current) return;
      if (current.emailVerifiedAt || current.role === 'admin') {
        await enqueueMail(tx, {
          to: current.email,
          ...mailTemplates.accountExists({ name: current.name }, deps.mail),
        });
        return;
      }
      // A blocked account stays as the administrators left it.
      if (current.disabledAt) return;
      await sendCodeMail(tx, current, 'verify_email', { client, registration });
    });
  }

  /**
   * A later registration's code was verified: the account becomes what that registration asked for (name,
   * role with a new profile, password), and nothing of the earlier one survives: its codes and sessions end.
   */
  async function applyRegistration(tx: Database, userId: string, registration: Registration) {
    await tx
      .update(users)
      .set({ ...registration, twoFactorEnabled: false })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await tx.delete(advisers).where(eq(advisers.userId, userId));
    await tx.delete(askers).where(eq(askers.userId, userId));
    await createRoleProfile(tx, userId, registration.role);
    await deleteUserCodes(tx, userId, ['two_factor', 'password_reset']);
    await revokeUserSessions(tx, clock.now(), userId);
  }

  async function verifyEmail(email: string, code: string, meta: SessionMeta, client: string) {
    const user = await findUserByEmail(db, email);
    if (!user || user.emailVerifiedAt || user.disabledAt) throw authErrors.invalidCode();
    const verified = await db.transaction(async (tx) => {
      // Locked: a parallel verification of another registration waits, then finds the address taken.
      const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      if (!current || current.emailVerifiedAt || current.disabledAt) return null;
      const now = clock.now();
      const row = await checkCode(tx, now, user.id, 'verify_email', code, { consume: true, client });
      if (!row) return null;
      if (row.registration) await applyRegistration(tx, user.id, row.registration);
      // The address is taken now: every other registration of it is dropped.
      await deleteUserCodes(tx, user.id, ['verify_email']);
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
      return { token: await sessionFor(tx, user.id, meta), replaced: row.registration !== null };
    });
    if (!verified) throw authErrors.invalidCode();
    if (verified.replaced) deps.events.publish('sessions.revoked', { userId: user.id });
    return { token: verified.token, user: await view(user.id) };
  }

  /**
   * A new e-mail code for the registration this client made (or last got a code for): never another
   * registration's, which would hand its data to the account the mailbox's owner verifies. From a client
   * with none nothing is sent (the answer is the same); the owner registers again, or logs in, which
   * mails a code for the account as it is. Without a client (an administrator's resend) the code is
   * for the account as it is.
   */
  async function resendVerification(email: string, client?: string) {
    const user = await findUserByEmail(db, email);
    if (!user || user.emailVerifiedAt || user.disabledAt) return;
    if (client === undefined) {
      await withMail((tx) => sendCodeMail(tx, user, 'verify_email'));
      return;
    }
    const pending = await findClientRegistration(db, user.id, client);
    if (!pending) return;
    await withMail((tx) =>
      sendCodeMail(tx, user, 'verify_email', {
        client,
        registration: pending.registration ?? undefined,
        replaces: pending.id,
      }),
    );
  }

  async function login(email: string, password: string, meta: SessionMeta, client: string) {
    const user = await findUserByEmail(db, email);
    if (!user) {
      await verifyPassword(await dummyHash, password);
      throw authErrors.invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw authErrors.invalidCredentials();
    if (user.disabledAt) throw authErrors.disabled();
    if (!user.emailVerifiedAt) {
      // The password proves the account as it is: the code is for that, not for a later registration.
      await withMail((tx) => sendCodeMail(tx, user, 'verify_email', { client }));
      throw authErrors.notVerified();
    }
    if (user.twoFactorEnabled) {
      // Only the caller who passed the password step holds this token, and only it may ask for a resend.
      const twoFactorToken = newToken();
      await withMail((tx) =>
        sendCodeMail(tx, user, 'two_factor', { client, twoFactorTokenHash: sha256(twoFactorToken) }),
      );
      return { requiresTwoFactor: true as const, twoFactorToken };
    }
    const { token, deletionCancelled } = user.deletionRequestedAt
      ? await withMail((tx) => loginSession(tx, user, meta))
      : await loginSession(db, user, meta);
    return { requiresTwoFactor: false as const, token, user: await view(user.id), deletionCancelled };
  }

  async function verifyTwoFactor(email: string, code: string, meta: SessionMeta, client: string) {
    const user = await findUserByEmail(db, email);
    if (!user?.twoFactorEnabled || !user.emailVerifiedAt || user.disabledAt) throw authErrors.invalidCode();
    const session = await db.transaction(async (tx) => {
      const ok = await checkCode(tx, clock.now(), user.id, 'two_factor', code, { consume: true, client });
      return ok ? loginSession(tx, user, meta) : null;
    });
    if (!session) throw authErrors.invalidCode();
    if (session.deletionCancelled) deps.events.publish('mail.queued', {});
    return { token: session.token, user: await view(user.id), deletionCancelled: session.deletionCancelled };
  }

  /** A new two-factor code, only for the holder of the token its login's password step gave. */
  async function resendTwoFactor(email: string, twoFactorToken: string | undefined, client: string) {
    const user = await findUserByEmail(db, email);
    if (!twoFactorToken || !user?.twoFactorEnabled || user.disabledAt)
      throw authErrors.twoFactorLoginExpired();
    const tokenHash = await findPendingTwoFactor(
      db,
      clock.now(),
      user.id,
      twoFactorToken,
      TWO_FACTOR_PENDING_MS,
    );
    if (!tokenHash) throw authErrors.twoFactorLoginExpired();
    await withMail((tx) => sendCodeMail(tx, user, 'two_factor', { client, twoFactorTokenHash: tokenHash }));
  }

  /** `client` is the requester's key; an administrator's request has none. */
  async function requestPasswordReset(email: string, client?: string) {
    const user = await findUserByEmail(db, email);
    if (user && !user.disabledAt)
      await withMail((tx) => sendCodeMail(tx, user, 'password_reset', { client }));
  }

  async function verifyResetCode(email: string, code: string, client: string) {
    const user = await findUserByEmail(db, email);
    if (!user || user.disabledAt) throw authErrors.invalidCode();
    const ok = await db.transaction((tx) =>
      checkCode(tx, clock.now(), user.id, 'password_reset', code, { consume: false, client }),
    );
    if (!ok) throw authErrors.invalidCode();
  }

  async function resetPassword(email: string, code: string, newPassword: string, client: string) {
    ensureNotCommon(newPassword, 'body.newPassword');
    const passwordHash = await hashPassword(newPassword);
    const user = await findUserByEmail(db, email);
    if (!user || user.disabledAt) throw authErrors.invalidCode();
    const ok = await withMail(async (tx) => {
      const now = clock.now();
      if (!(await checkCode(tx, now, user.id, 'password_reset', code, { consume: true, client })))
        return false;
      // The code proves control of the mailbox, so the address counts as verified too. 2FA stays as it was.
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now })
        .where(eq(users.id, user.id));
      // Verified so, the address is taken: registrations waiting for it are dropped.
      await deleteUserCodes(tx, user.id, ['verify_email']);
      await revokeUserSessions(tx, now, user.id);
      await enqueueMail(tx, {
        to: user.email,
        ...mailTemplates.passwordChanged({ name: user.name, at: now }, deps.mail),
      });
      return true;
    });
    if (!ok) throw authErrors.invalidCode();
    deps.events.publish('sessions.revoked', { userId: user.id });
  }

  async function changePassword(auth: ActiveSession, currentPassword: string, newPassword: string) {
    if (!(await verifyPassword(auth.user.passwordHash, currentPassword))) throw authErrors.wrongPassword();
    ensureNotCommon(newPassword, 'body.newPassword');
    const passwordHash = await hashPassword(newPassword);
    await withMail(async (tx) => {
      const now = clock.now();
      await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
      await revokeUserSessions(tx, now, auth.user.id, auth.sessionId);
      await enqueueMail(tx, {
        to: auth.user.email,
        ...mailTemplates.passwordChanged({ name: auth.user.name, at: now }, deps.mail),
      });
    });
    deps.events.publish('sessions.revoked', { userId: auth.user.id, keepSessionId: auth.sessionId });
  }

  async function setTwoFactor(auth: ActiveSession, enabled: boolean, currentPassword: string) {
    if (!(await verifyPassword(auth.user.passwordHash, currentPassword))) throw authErrors.wrongPassword();
    // Turning it on ends the other sessions, like a password change: one opened by someone who knew
    // only the password must not outlive the new protection.
    const turnedOn = enabled && !auth.user.twoFactorEnabled;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ twoFactorEnabled: enabled }).where(eq(users.id, auth.user.id));
      if (turnedOn) await revokeUserSessions(tx, clock.now(), auth.user.id, auth.sessionId);
    });
    if (turnedOn)
      deps.events.publish('sessions.revoked', { userId: auth.user.id, keepSessionId: auth.sessionId });
    return view(auth.user.id);
  }

  async function logout(auth: ActiveSession) {
    await revokeSession(db, clock.now(), auth.sessionId);
    deps.events.publish('sessions.revoked', { userId: auth.user.id, sessionId: auth.sessionId });
  }
  async function logoutOthers(auth: ActiveSession) {
    const ended = await revokeUserSessions(db, clock.now(), auth.user.id, auth.sessionId);
    deps.events.publish('sessions.revoked', { userId: auth.user.id, keepSessionId: auth.sessionId });
    return ended;
  }

  return {
    register,
    verifyEmail,
    resendVerification,
    login,
    verifyTwoFactor,
    resendTwoFactor,
    requestPasswordReset,
    verifyResetCode,
    resetPassword,
    changePassword,
    setTwoFactor,
    logout,
    logoutOthers,
    view,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
