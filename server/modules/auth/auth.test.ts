import { messages } from '@common/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, oneTimeCodes, sessions, users } from '../../db/schema';
import { DAY_MS, type ManualClock, MINUTE_MS } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { PASSWORD, uniqueEmail } from '../../test/fixtures';
import { createTestAppAt, nextTestIp, type TestApp } from '../../test/test-app';
import { SENDS } from './auth.routes';

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await createTestAppAt('2026-11-22T09:00:00Z'));
});

afterAll(() => t.close());

const withBody = (method: 'POST' | 'PUT') => (url: string, payload: unknown, token?: string) =>
  t.request({
    method,
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const post = withBody('POST');
const put = withBody('PUT');
const whoAmI = (token: string) =>
  t.request({ method: 'GET', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` } });

async function register(email: string, role: 'kerdezo' | 'tanacsado' = 'kerdezo', name = 'Kovács Éva') {
  const res = await post('/api/auth/register', { ...registration(email), role, name });
  expect(res.statusCode).toBe(201);
}

const registration = (email: string) => ({
  name: 'Kovács Éva',
  email,
  password: PASSWORD,
  role: 'kerdezo',
  acceptTerms: true,
});

/** Posts from one client address (a resend re-sends only the registration made from the same one). */
const postFrom = (remoteAddress: string) => (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload });
/** A new registration sent from `ip`: its address, and posting from the same address. */
async function registeredFrom(ip: string) {
  const email = uniqueEmail();
  const fromRegistrant = postFrom(ip);
  await fromRegistrant('/api/auth/register', registration(email));
  return { email, fromRegistrant };
}

/** Registers and verifies an account; returns the session token of the verification. */
async function verifiedAccount(role: 'kerdezo' | 'tanacsado' = 'kerdezo') {
  const email = uniqueEmail(role);
  await register(email, role);
  const res = await post('/api/auth/verify-email', { email, code: await t.lastCode(email) });
  expect(res.statusCode).toBe(200);
  return { email, token: res.json().token as string, userId: res.json().user.id as string };
}

async function login(email: string, password = PASSWORD) {
  return post('/api/auth/login', { email, password });
}

const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('registration and e-mail verification', () => {
  it('registers an asker who can log in only after entering the mailed code', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', {
      name: 'Tóth Anna',
      email: email.toUpperCase(),
      password: PASSWORD,
      role: 'kerdezo',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: messages.auth.registered });

    const early = await login(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const mails = await t.mailsTo(email);
    expect(mails[0]?.subject).toContain('E-mail cím megerősítése');
    expect(mails[0]?.html).toContain('Tóth Anna');

    const verified = await post('/api/auth/verify-email', { email, code: await t.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({
      success: true,
      message: messages.auth.emailVerified,
      requiresTwoFactor: false,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.token).toBe(body.token);
    expect(body.user).toMatchObject({
      email,
      name: 'Tóth Anna',
      role: 'kerdezo',
      emailVerified: true,
      twoFactorAuth: { isEnabled: false },
      subscriptionStatus: { status: 'expired', expirationDate: null },
      kerdezoData: { userId: body.user.id },
    });
    expect(body.user._id).toBe(body.user.id);

    const me = await whoAmI(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
  });

  it('gives an adviser an inactive adviser profile', async () => {
    const { token, userId } = await verifiedAccount('tanacsado');
    const me = (await whoAmI(token)).json().user;
    expect(me.role).toBe('tanacsado');
    expect(me.tanacsadoData).toMatchObject({ userId, active: false, activationRequest: false });
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.userId, userId));
    expect(row?.active).toBe(false);
  });

  it('never honours a self-chosen admin role or other unknown fields', async () => {
    const before = await userCount();
    const email = uniqueEmail('admin');
    const res = await post('/api/auth/register', {
      name: 'Betörő Béla',
      email,
      password: PASSWORD,
      role: 'admin',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain('body.role');
    expect(await userCount()).toBe(before);

    const sneaky = uniqueEmail();
    await post('/api/auth/register', {
      name: 'Ravasz Rita',
      email: sneaky,
      password: PASSWORD,
      role: 'kerdezo',
      acceptTerms: true,
      emailVerified: true,
      twoFactorEnabled: true,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, sneaky));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.role).toBe('kerdezo');
  });

  it('refuses bad input field by field, in Hungarian, and stores nothing', async () => {
    const before = await userCount();
    const res = await post('/api/auth/register', {
      name: 'A',
      email: 'nem-email',
      password: 'rövid',
      role: 'kerdezo',
    });
    expect(res.statusCode).toBe(400);
    const details = res.json().details as { field: string; message: string }[];
    expect(details.map((d) => d.field).sort()).toEqual([
      'body.acceptTerms',
      'body.email',
      'body.name',
      'body.password',
    ]);
    expect(details.find((d) => d.field === 'body.password')?.message).toBe(
      'A jelszónak legalább 8 karakterből kell állnia',
    );
    expect(details.find((d) => d.field === 'body.email')?.message).toBe('Érvénytelen e-mail cím');
    expect(await userCount()).toBe(before);
  });

  it('accepts long passwords without truncating them, and refuses over 128 characters', async () => {
    const email = uniqueEmail();
    const long = `${'hosszú-jelmondat-'.repeat(7)}vége`;
    expect(long.length).toBeLessThanOrEqual(128);
    await post('/api/auth/register', {
      name: 'Hosszú Jelszó',
      email,
      password: long,
      role: 'kerdezo',
      acceptTerms: true,
    });
    await post('/api/auth/verify-email', { email, code: await t.lastCode(email) });
    expect((await login(email, long)).statusCode).toBe(200);
    expect((await login(email, long.slice(0, 72))).statusCode).toBe(401);
    const tooLong = await post('/api/auth/register', {
      name: 'Túl Hosszú',
      email: uniqueEmail(),
      password: 'x'.repeat(129),
      role: 'kerdezo',
      acceptTerms: true,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses the most common passwords', async () => {
    for (const password of ['password1', 'Qwertzuiop', 'jelszo123']) {
      const res = await post('/api/auth/register', {
        name: 'Gyakori Géza',
        email: uniqueEmail(),
        password,
        role: 'kerdezo',
        acceptTerms: true,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('COMMON_PASSWORD');
    }
  });

  it('answers a taken e-mail exactly like a new one and tells its owner instead', async () => {
    const { email } = await verifiedAccount();
    const before = await userCount();
    const res = await post('/api/auth/register', {
      name: 'Másik Ember',
      email,
      password: 'Egeszen-Mas-Jelszo-1',
      role: 'tanacsado',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: messages.auth.registered });
    expect(await userCount()).toBe(before);
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toContain('Regisztrációs kísérlet');
    expect((await login(email)).statusCode).toBe(200);
    expect((await login(email, 'Egeszen-Mas-Jelszo-1')).statusCode).toBe(401);
  });
});

describe('one-time codes', () => {
  it('are stored only as hashes', async () => {
    const email = uniqueEmail();
    await register(email);
    const code = await t.lastCode(email);
    const rows = await t.app.db.select().from(oneTimeCodes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).not.toContain(code);
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('work only once', async () => {
    const email = uniqueEmail();
    await register(email);
    const code = await t.lastCode(email);
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE', error: messages.auth.invalidCode });
  });

  it('expire after 10 minutes', async () => {
    const email = uniqueEmail();
    await register(email);
    const code = await t.lastCode(email);
    clock.advance(10 * MINUTE_MS + 1000);
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(400);
  });

  it('shut strangers out after 5 wrong tries, even with the right code; the registrant gets a fresh one', async () => {
    const { email, fromRegistrant } = await registeredFrom('192.0.2.31');
    const code = await t.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/auth/verify-email', { email, code: wrong })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(400);
    // A fresh code works again.
    await fromRegistrant('/api/auth/resend-verification', { email });
    const fresh = await t.lastCode(email);
    expect((await post('/api/auth/verify-email', { email, code: fresh })).statusCode).toBe(200);
  });

  it('are voided by a newer code of the same registration', async () => {
    const { email, fromRegistrant } = await registeredFrom('192.0.2.32');
    const first = await t.lastCode(email);
    const resent = await fromRegistrant('/api/auth/resend-verification', { email });
    expect(resent.json()).toEqual({ success: true, message: messages.auth.codeResent });
    const second = await t.lastCode(email);
    expect(await t.mailsTo(email)).toHaveLength(2);
    if (first !== second)
      expect((await post('/api/auth/verify-email', { email, code: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { email, code: second })).statusCode).toBe(200);
  });

  it('of one purpose never pass for another', async () => {
    const email = uniqueEmail();
    await register(email);
    await post('/api/auth/request-password-reset', { email });
    const resetCode = await t.lastCode(email);
    expect((await post('/api/auth/verify-email', { email, code: resetCode })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-2fa', { email, code: resetCode })).statusCode).toBe(400);
  });

  it('are refused when malformed', async () => {
    const res = await post('/api/auth/verify-email', { email: uniqueEmail(), code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'body.code', message: 'A kód 6 számjegyből áll' });
  });
});

describe('login and sessions', () => {
  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await verifiedAccount();
    const wrong = await login(email, 'Rossz-Jelszo-123');
    const unknown = await login(uniqueEmail('nincs'), 'Rossz-Jelszo-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: messages.auth.badCredentials, code: 'INVALID_CREDENTIALS' });
  });

  it('issues a new opaque token at every login and stores only its hash', async () => {
    const { email } = await verifiedAccount();
    const first = (await login(email)).json();
    const second = (await login(email)).json();
    expect(first.token).not.toBe(second.token);
    expect(first).toMatchObject({ success: true, requiresTwoFactor: false, message: messages.auth.loggedIn });
    const stored = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(first.token)));
    expect(stored).toHaveLength(1);
    const all = JSON.stringify(await t.app.db.select().from(sessions));
    expect(all).not.toContain(first.token);
  });

  it('never returns a password hash, code or another token', async () => {
    const { email, token } = await verifiedAccount();
    for (const res of [await login(email), await whoAmI(token)]) {
      expect(res.body).not.toContain('argon2');
      expect(res.body).not.toMatch(/passwordHash|password_hash|codeHash/);
    }
  });

  it('ends the session at logout', async () => {
    const { token } = await verifiedAccount();
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, token)).json()).toEqual({ success: true });
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('refuses garbage tokens as a guest would be refused', async () => {
    for (const token of ['nincs-ilyen', 'x'.repeat(500), '']) {
      const res = await whoAmI(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', error: messages.api.unauthorized });
    }
  });

  it('expires a session after 7 idle days and 30 days after login at the latest', async () => {
    const { email } = await verifiedAccount();
    const idle = (await login(email)).json().token;
    const busy = (await login(email)).json().token;
    clock.advance(6 * DAY_MS);
    expect((await whoAmI(busy)).statusCode).toBe(200);
    clock.advance(DAY_MS + MINUTE_MS);
    expect((await whoAmI(idle)).statusCode).toBe(401);
    expect((await whoAmI(busy)).statusCode).toBe(200);
    for (let day = 8; day < 30; day += 5) {
      clock.advance(5 * DAY_MS);
      expect((await whoAmI(busy)).statusCode, `day ${day + 5}`).toBe(day + 5 < 30 ? 200 : 401);
    }
  });

  it("stops a disabled user's sessions at once and refuses their login", async () => {
    const { email, token, userId } = await verifiedAccount();
    await t.app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, userId));
    expect((await whoAmI(token)).statusCode).toBe(401);
    const res = await login(email);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
    expect((await login(email, 'Rossz-Jelszo-123')).statusCode).toBe(401);
  });
});

describe('two-factor login', () => {
  async function accountWithTwoFactor() {
    const account = await verifiedAccount();
    const wrong = await put(
      '/api/auth/two-factor',
      { enabled: true, currentPassword: 'Rossz-Jelszo-123' },
      account.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const res = await put(
      '/api/auth/two-factor',
      { enabled: true, currentPassword: PASSWORD },
      account.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.twoFactorAuth).toEqual({ isEnabled: true });
    return account;
  }

  it('asks for the mailed code instead of giving a token', async () => {
    const { email } = await accountWithTwoFactor();
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      requiresTwoFactor: true,
      message: messages.auth.twoFactorSent,
      twoFactorToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toContain('Bejelentkezési kód');
    const verified = await post('/api/auth/verify-2fa', { email, code: await t.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    expect((await whoAmI(verified.json().token)).statusCode).toBe(200);
  });

  it('cannot be skipped through e-mail verification, resend or password reset', async () => {
    const { email } = await accountWithTwoFactor();
    await login(email);
    const code = await t.lastCode(email);
    // The 2FA code does not verify anything else.
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-reset-code', { email, code })).statusCode).toBe(400);

    // A password reset sets a password, gives no token and leaves 2FA on.
    await post('/api/auth/request-password-reset', { email });
    const reset = await post('/api/auth/reset-password', {
      email,
      code: await t.lastCode(email),
      newPassword: 'Uj-Hosszu-Jelszo-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().token).toBeUndefined();
    const again = await login(email, 'Uj-Hosszu-Jelszo-2026');
    expect(again.json()).toMatchObject({ requiresTwoFactor: true });
    expect(again.json().token).toBeUndefined();
  });

  it('resends a code only for a login that passed its password step', async () => {
    const { email } = await accountWithTwoFactor();
    const before = (await t.mailsTo(email)).length;
    const early = await post('/api/auth/resend-2fa', { email });
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('TWO_FACTOR_LOGIN_EXPIRED');
    expect((await t.mailsTo(email)).length).toBe(before);

    const { twoFactorToken } = (await login(email)).json();
    const first = await t.lastCode(email);
    const resent = await post('/api/auth/resend-2fa', { email, twoFactorToken });
    expect(resent.json()).toEqual({ success: true, message: messages.auth.codeResent });
    const second = await t.lastCode(email);
    expect((await t.mailsTo(email)).length).toBe(before + 2);
    if (first !== second)
      expect((await post('/api/auth/verify-2fa', { email, code: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-2fa', { email, code: second })).statusCode).toBe(200);
  });

  it('can be switched off again with the current password', async () => {
    const { email, token } = await accountWithTwoFactor();
    const res = await put('/api/auth/two-factor', { enabled: false, currentPassword: PASSWORD }, token);
    expect(res.json().user.twoFactorAuth).toEqual({ isEnabled: false });
    expect((await login(email)).json().requiresTwoFactor).toBe(false);
  });
});

describe('password reset', () => {
  it('answers the same for unknown e-mails and mails nobody', async () => {
    const unknown = uniqueEmail('ismeretlen');
    const res = await post('/api/auth/request-password-reset', { email: unknown });
    const { email } = await verifiedAccount();
    const known = await post('/api/auth/request-password-reset', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(known.json());
    expect(res.json()).toEqual({ success: true, message: messages.auth.resetCodeSent });
    expect(await t.mailsTo(unknown)).toHaveLength(0);
  });

  it('checks the code, sets the new password and ends every session', async () => {
    const { email, token } = await verifiedAccount();
    await post('/api/auth/request-password-reset', { email });
    const code = await t.lastCode(email);
    const checked = await post('/api/auth/verify-reset-code', { email, code });
    expect(checked.statusCode).toBe(200);

    const common = await post('/api/auth/reset-password', { email, code, newPassword: 'password123' });
    expect(common.json().code).toBe('COMMON_PASSWORD');

    const reset = await post('/api/auth/reset-password', {
      email,
      code,
      newPassword: 'Uj-Hosszu-Jelszo-2026',
    });
    expect(reset.json()).toEqual({ success: true, message: messages.auth.passwordReset });
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(email, 'Uj-Hosszu-Jelszo-2026')).statusCode).toBe(200);
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toContain('Jelszava megváltozott');
    // The code is used up.
    expect(
      (await post('/api/auth/reset-password', { email, code, newPassword: 'Harmadik-Jelszo-2026' }))
        .statusCode,
    ).toBe(400);
  });

  it('changes nothing with a wrong code', async () => {
    const { email } = await verifiedAccount();
    await post('/api/auth/request-password-reset', { email });
    const code = await t.lastCode(email);
    const wrong = code === '999999' ? '000000' : '999999';
    const res = await post('/api/auth/reset-password', {
      email,
      code: wrong,
      newPassword: 'Uj-Hosszu-Jelszo-2026',
    });
    expect(res.statusCode).toBe(400);
    expect((await login(email)).statusCode).toBe(200);
  });
});

describe('account settings', () => {
  it('need a session', async () => {
    expect(
      (await put('/api/auth/password', { currentPassword: 'a', newPassword: 'Uj-Hosszu-Jelszo-2026' }))
        .statusCode,
    ).toBe(401);
    expect((await put('/api/auth/two-factor', { enabled: true, currentPassword: 'a' })).statusCode).toBe(401);
    expect((await post('/api/auth/logout-others', {})).statusCode).toBe(401);
  });

  it('change the password with the current one, ending the other sessions only', async () => {
    const { email, token } = await verifiedAccount();
    const other = (await login(email)).json().token;
    const wrong = await put(
      '/api/auth/password',
      { currentPassword: 'Rossz-Jelszo-1', newPassword: 'Uj-Hosszu-Jelszo-2026' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const res = await put(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'Uj-Hosszu-Jelszo-2026' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await login(email, 'Uj-Hosszu-Jelszo-2026')).statusCode).toBe(200);
    expect((await t.mailsTo(email))[0]?.subject).toContain('Jelszava megváltozott');
  });

  it('log out every other session on request', async () => {
    const { email, token } = await verifiedAccount();
    const others = [(await login(email)).json().token, (await login(email)).json().token];
    const res = await post('/api/auth/logout-others', {}, token);
    expect(res.json().data).toEqual({ revoked: 2 });
    for (const other of others) expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await whoAmI(token)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('stop guessing one account’s password from one client', async () => {
    const { email } = await verifiedAccount();
    const remoteAddress = nextTestIp();
    const fromGuesser = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await fromGuesser(`Rossz-Jelszo-${i}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await fromGuesser('Rossz-Jelszo-x');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: messages.api.rateLimited });
    // Locked for the window even with the right password: the guesser learns nothing.
    expect((await fromGuesser(PASSWORD)).statusCode).toBe(429);
  });

  it('do not count correct logins: a user who signs in often is never locked out', async () => {
    const { email } = await verifiedAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await login(email)).statusCode);
    expect(statuses).toEqual(Array(15).fill(200));
    for (let i = 0; i < 9; i += 1) expect((await login(email, 'Rossz-Jelszo')).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('count parallel wrong guesses as they start, so a burst cannot exceed the limit', async () => {
    const { email } = await verifiedAccount();
    const remoteAddress = nextTestIp();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email, password: `Rossz-${i}` },
        }),
      ),
    );
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('stop one IP from sending codes to many addresses', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i <= SENDS.perClient; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: ip,
        payload: { email: uniqueEmail('spam') },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SENDS.perClient)).toEqual(Array(SENDS.perClient).fill(200));
    expect(statuses[SENDS.perClient]).toBe(429);
  });
});
