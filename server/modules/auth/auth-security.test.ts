import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, askers, users } from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import { PASSWORD, uniqueEmail } from '../../test/fixtures';
import { createTestAppAt, nextTestIp, type TestApp } from '../../test/test-app';
import { CODE_FAILURES, LOGIN_FAILURES } from './auth.routes';
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

describe('registering an e-mail that was registered but never verified', () => {
  it('hands the account to the newest registrant: name, role and password; old sessions and codes end', async () => {
    const email = uniqueEmail('elfoglalt');
    const attacker = from(nextTestIp());
    const owner = from(nextTestIp());
    const first = await attacker('/api/auth/register', {
      name: 'Támadó Tamás',
      email,
      password: 'Tamado-Jelszava-A1',
      role: 'tanacsado',
      acceptTerms: true,
    });
    expect(first.statusCode).toBe(201);
    const attackerCode = await t.lastCode(email);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user row');
    // However it came by one, a session of the stale account must not survive.
    const attackerToken = await createSession(t.app.db, clock.now(), row.id);

    const second = await owner('/api/auth/register', {
      name: 'Valódi Vera',
      email,
      password: 'Valodi-Jelszava-B2',
      role: 'kerdezo',
      acceptTerms: true,
    });
    expect(second.statusCode).toBe(201);
    const ownerCode = await t.lastCode(email);
    expect((await t.mailsTo(email))[0]?.html).toContain('Valódi Vera');

    if (attackerCode !== ownerCode)
      expect((await attacker('/api/auth/verify-email', { email, code: attackerCode })).statusCode).toBe(400);
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

    expect((await attacker('/api/auth/login', { email, password: 'Tamado-Jelszava-A1' })).statusCode).toBe(
      401,
    );
    expect((await owner('/api/auth/login', { email, password: 'Valodi-Jelszava-B2' })).statusCode).toBe(200);
    expect((await whoAmI(attackerToken)).statusCode).toBe(401);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('wrong passwords count per client: the owner still logs in elsewhere, a spread attack still stops', async () => {
    const { email } = await verifiedAccount();
    const stranger = from(nextTestIp());
    for (let i = 0; i < LOGIN_FAILURES.perAccountClient; i += 1)
      expect((await stranger('/api/auth/login', { email, password: `Rossz-${i}` })).statusCode).toBe(401);
    expect((await stranger('/api/auth/login', { email, password: 'Rossz-x' })).statusCode).toBe(429);

    expect((await from(nextTestIp())('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    // Guesses spread over many addresses still meet the per-account ceiling.
    let failed = LOGIN_FAILURES.perAccountClient;
    while (failed < LOGIN_FAILURES.perAccount) {
      const guesser = from(nextTestIp());
      for (let i = 0; i < LOGIN_FAILURES.perAccountClient && failed < LOGIN_FAILURES.perAccount; i += 1) {
        expect((await guesser('/api/auth/login', { email, password: `Rossz-${i}` })).statusCode).toBe(401);
        failed += 1;
      }
    }
    expect((await from(nextTestIp())('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(429);
  });

  it("a stranger's wrong codes neither void the owner's code nor block the owner", async () => {
    const owner = from(nextTestIp());
    const email = await registered(owner);
    const code = await t.lastCode(email);
    const stranger = from(nextTestIp());
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_FAILURES.perAccountClient; i += 1)
      statuses.push((await stranger('/api/auth/verify-email', { email, code: otherCode(code) })).statusCode);
    expect(statuses).toEqual([...Array(CODE_FAILURES.perAccountClient).fill(400), 429]);
    // The stranger's client is shut out of this code, even with the right one.
    expect(
      (await from(nextTestIp())('/api/auth/verify-email', { email, code: otherCode(code) })).statusCode,
    ).toBe(400);
    expect((await owner('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  });

  it('a code still dies after 5 wrong guesses in total, from however many clients', async () => {
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

  it('resend-2fa needs the token of the login: a stranger cannot replace the pending code', async () => {
    const account = await verifiedAccount();
    await withTwoFactor(account);
    const { email } = account;
    const owner = from(nextTestIp());
    const login = await owner('/api/auth/login', { email, password: PASSWORD });
    const { twoFactorToken } = login.json();
    expect(twoFactorToken).toEqual(expect.any(String));
    const code = await t.lastCode(email);
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

    // A stranger's wrong 2FA codes do not spend the owner's code either.
    for (let i = 0; i < 3; i += 1)
      expect((await stranger('/api/auth/verify-2fa', { email, code: otherCode(code) })).statusCode).toBe(400);
    const verified = await owner('/api/auth/verify-2fa', { email, code });
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
