import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, askers, users } from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import { PASSWORD, uniqueEmail } from '../../test/fixtures';
import { createTestAppAt, nextTestIp, type TestApp } from '../../test/test-app';
import { LOGIN_FAILURES, SENDS } from './auth.routes';
import { CODES_CHECKED } from './one-time-codes';
import { createSession } from './sessions';

/** Issue 13: nobody can take over, or lock out, someone else's account by knowing only its e-mail. */

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await createTestAppAt('2026-11-22T09:00:00Z'));
});

afterAll(() => t.close());

/** A request from one fixed client address (a stranger's or the owner's machine). */
const from =
  (remoteAddress: string) =>
  (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress, payload, headers });

const whoAmI = (token: string) =>
  t.request({ method: 'GET', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` } });

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** A new asker registered from `post`'s client (a code is mailed); their e-mail address. */
async function registered(post: ReturnType<typeof from>) {
  const email = uniqueEmail('biztonsag');
  await post('/api/auth/register', {
    name: 'Tulaj Tímea',
    email,
    password: PASSWORD,
    role: 'kerdezo',
    acceptTerms: true,
  });
  return email;
}

async function verifiedAccount() {
  const post = from(nextTestIp());
  const email = await registered(post);
  const res = await post('/api/auth/verify-email', { email, code: await t.lastCode(email) });
  expect(res.statusCode).toBe(200);
  return { email, token: res.json().token as string };
}

async function withTwoFactor(account: { token: string }) {
  const res = await t.request({
    method: 'PUT',
    url: '/api/auth/two-factor',
    payload: { enabled: true, currentPassword: PASSWORD },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.statusCode).toBe(200);
}

const register = (post: ReturnType<typeof from>, email: string, who: Registrant) =>
  post('/api/auth/register', { email, ...who, acceptTerms: true });

interface Registrant {
  name: string;
  password: string;
  role: 'kerdezo' | 'tanacsado';
}
const realOwner: Registrant = { name: 'Valódi Vera', password: 'Valodi-Jelszava-B2', role: 'kerdezo' };
const attackerData: Registrant = { name: 'Támadó Tamás', password: 'Tamado-Jelszava-A1', role: 'tanacsado' };

describe('registering an e-mail that was registered but never verified (issue 34)', () => {
  it("a re-registration cannot take the owner's pending account: the owner's new code verifies the owner's registration", async () => {
    const email = uniqueEmail('verseny');
    const owner = from(nextTestIp());
    const attacker = from(nextTestIp());
    expect((await register(owner, email, realOwner)).statusCode).toBe(201);
    expect((await register(attacker, email, attackerData)).statusCode).toBe(201);
    // Mailed to the owner's box, greeting the attacker by name: the owner can tell it is not theirs.
    const attackerCode = await t.lastCode(email);
    expect((await t.mailsTo(email))[0]?.html).toContain('Támadó Tamás');

    expect((await owner('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const [newest] = await t.mailsTo(email);
    expect(newest?.html).toContain('Valódi Vera');
    const verified = await owner('/api/auth/verify-email', { email, code: await t.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ name: 'Valódi Vera', role: 'kerdezo' });
    expect(verified.json().user.tanacsadoData).toBeUndefined();

    // The attacker's own code, afterwards, verifies nothing and hands over nothing.
    expect((await attacker('/api/auth/verify-email', { email, code: attackerCode })).statusCode).toBe(400);
    expect((await attacker('/api/auth/login', { email, password: attackerData.password })).statusCode).toBe(
      401,
    );
    const login = await owner('/api/auth/login', { email, password: realOwner.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ name: 'Valódi Vera', role: 'kerdezo' });
  });

  it("a resend never sends another registration's code: from a client without one, nothing is mailed", async () => {
    const email = uniqueEmail('verseny');
    await register(from(nextTestIp()), email, realOwner);
    const mails = (await t.mailsTo(email)).length;
    expect((await from(nextTestIp())('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    expect(await t.mailsTo(email)).toHaveLength(mails);
  });

  it('one guess tests the codes of the three newest registrations only; an older one is re-sent on request', async () => {
    const email = uniqueEmail('sok');
    const owner = from(nextTestIp());
    await register(owner, email, realOwner);
    const ownerCode = await t.lastCode(email);
    for (let i = 0; i < CODES_CHECKED; i += 1) {
      clock.advance(1000);
      await register(from(nextTestIp()), email, { ...attackerData, name: `Támadó ${i + 1}` });
    }
    expect((await owner('/api/auth/verify-email', { email, code: ownerCode })).statusCode).toBe(400);

    clock.advance(1000);
    await owner('/api/auth/resend-verification', { email });
    const verified = await owner('/api/auth/verify-email', { email, code: await t.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ name: 'Valódi Vera', role: 'kerdezo' });
  });

  it("a pre-registration does not survive the owner's verification: the owner's data, the stale sessions end", async () => {
    const email = uniqueEmail('elfoglalt');
    const attacker = from(nextTestIp());
    const owner = from(nextTestIp());
    expect((await register(attacker, email, attackerData)).statusCode).toBe(201);
    const attackerCode = await t.lastCode(email);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user row');
    // However it came by one, a session of the stale account must not survive.
    const attackerToken = await createSession(t.app.db, clock.now(), row.id);

    expect((await register(owner, email, realOwner)).statusCode).toBe(201);
    const ownerCode = await t.lastCode(email);
    expect((await t.mailsTo(email))[0]?.html).toContain('Valódi Vera');

    const verified = await owner('/api/auth/verify-email', { email, code: ownerCode });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      id: row.id,
      name: 'Valódi Vera',
      role: 'kerdezo',
      kerdezoData: { userId: row.id },
    });
    expect(verified.json().user.tanacsadoData).toBeUndefined();
    expect(await t.app.db.select().from(advisers).where(eq(advisers.userId, row.id))).toHaveLength(0);
    expect(await t.app.db.select().from(askers).where(eq(askers.userId, row.id))).toHaveLength(1);

    expect((await attacker('/api/auth/verify-email', { email, code: attackerCode })).statusCode).toBe(400);
    expect((await attacker('/api/auth/login', { email, password: attackerData.password })).statusCode).toBe(
      401,
    );
    expect((await owner('/api/auth/login', { email, password: realOwner.password })).statusCode).toBe(200);
    expect((await whoAmI(attackerToken)).statusCode).toBe(401);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it("wrong passwords from many addresses: the owner's correct password from a clean address still logs in", async () => {
    const { email } = await verifiedAccount();
    const guessers = [from(nextTestIp()), from(nextTestIp()), from(nextTestIp())];
    for (const guesser of guessers) {
      for (let i = 0; i < LOGIN_FAILURES.perAccountClient; i += 1)
        expect((await guesser('/api/auth/login', { email, password: `Rossz-${i}` })).statusCode).toBe(401);
      expect((await guesser('/api/auth/login', { email, password: 'Rossz-x' })).statusCode).toBe(429);
    }
    expect(guessers.length * LOGIN_FAILURES.perAccountClient).toBe(LOGIN_FAILURES.perAccount);

    expect((await from(nextTestIp())('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    // The account's ceiling still stops a guesser once it has failed, even one new to it.
    const spread = from(nextTestIp());
    expect((await spread('/api/auth/login', { email, password: 'Rossz-y' })).statusCode).toBe(401);
    expect((await spread('/api/auth/login', { email, password: 'Rossz-z' })).statusCode).toBe(429);
    expect((await spread('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(429);
  });

  it("strangers' wrong two-factor codes from two addresses neither void the owner's code nor block the owner", async () => {
    const account = await verifiedAccount();
    await withTwoFactor(account);
    const { email } = account;
    const owner = from(nextTestIp());
    expect((await owner('/api/auth/login', { email, password: PASSWORD })).json().requiresTwoFactor).toBe(
      true,
    );
    const code = await t.lastCode(email);
    for (const [guesses, stranger] of [
      [4, from(nextTestIp())],
      [3, from(nextTestIp())],
    ] as const) {
      for (let i = 0; i < guesses; i += 1)
        expect((await stranger('/api/auth/verify-2fa', { email, code: otherCode(code) })).statusCode).toBe(
          400,
        );
    }
    expect((await owner('/api/auth/verify-2fa', { email, code })).statusCode).toBe(200);
  });

  it('a code still shuts strangers out after 5 wrong guesses in total, from however many clients', async () => {
    const email = await registered(from(nextTestIp()));
    const code = await t.lastCode(email);
    for (const guesses of [3, 2]) {
      const guesser = from(nextTestIp());
      for (let i = 0; i < guesses; i += 1)
        expect((await guesser('/api/auth/verify-email', { email, code: otherCode(code) })).statusCode).toBe(
          400,
        );
    }
    expect((await from(nextTestIp())('/api/auth/verify-email', { email, code })).statusCode).toBe(400);
  });

  it("a stranger's reset requests do not keep the owner's code away; the stranger's own are limited", async () => {
    const { email } = await verifiedAccount();
    const stranger = from(nextTestIp());
    for (let i = 0; i < SENDS.perAccountClient; i += 1)
      expect((await stranger('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    expect((await stranger('/api/auth/request-password-reset', { email })).statusCode).toBe(429);

    const owner = from(nextTestIp());
    const mails = (await t.mailsTo(email)).length;
    expect((await owner('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    expect(await t.mailsTo(email)).toHaveLength(mails + 1);
    const reset = await owner('/api/auth/reset-password', {
      email,
      code: await t.lastCode(email),
      newPassword: 'Uj-Jelszo-Tulajnak-9',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('after five wrong codes a new code is usable at once by the same client', async () => {
    const { email } = await verifiedAccount();
    const owner = from(nextTestIp());
    await owner('/api/auth/request-password-reset', { email });
    const first = await t.lastCode(email);
    for (let i = 0; i < 5; i += 1)
      expect((await owner('/api/auth/verify-reset-code', { email, code: otherCode(first) })).statusCode).toBe(
        400,
      );
    expect((await owner('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    const fresh = await t.lastCode(email);
    expect((await owner('/api/auth/verify-reset-code', { email, code: fresh })).statusCode).toBe(200);
  });

  it('resend-2fa needs the token of the login: a stranger cannot replace the pending code', async () => {
    const account = await verifiedAccount();
    await withTwoFactor(account);
    const { email } = account;
    const owner = from(nextTestIp());
    const login = await owner('/api/auth/login', { email, password: PASSWORD });
    const { twoFactorToken } = login.json();
    expect(twoFactorToken).toEqual(expect.any(String));
    const mails = (await t.mailsTo(email)).length;

    const stranger = from(nextTestIp());
    for (const body of [
      { email },
      { email, twoFactorToken: 'kitalalt-token' },
      { email, twoFactorToken: '' },
    ]) {
      const res = await stranger('/api/auth/resend-2fa', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_LOGIN_EXPIRED', success: false });
    }
    expect((await t.mailsTo(email)).length).toBe(mails);

    const verified = await owner('/api/auth/verify-2fa', { email, code: await t.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    // The login is over: its token asks for nothing more.
    expect((await owner('/api/auth/resend-2fa', { email, twoFactorToken })).statusCode).toBe(401);
  });
});

describe('turning on two-factor authentication', () => {
  it("ends the user's other sessions and keeps the current one", async () => {
    const account = await verifiedAccount();
    const other = (
      await from(nextTestIp())('/api/auth/login', { email: account.email, password: PASSWORD })
    ).json().token as string;
    expect((await whoAmI(other)).statusCode).toBe(200);
    await withTwoFactor(account);
    expect((await whoAmI(account.token)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
  });
});
