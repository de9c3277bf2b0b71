import { z } from 'zod';
import { ONE_TIME_CODE } from '../constants';
import { endpoint } from '../contract';
import { askerBillingAddressView } from './advisers';
import { entitySchema, messageAnswer, mirroredAnswer, nameText, okAnswer, savedAnswer } from './answers';

/** Field rules of the auth forms, shared by the API (validation) and the web (form validation). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = z
  .string({ message: 'Az e-mail cím megadása kötelező' })
  .trim()
  .toLowerCase()
  .min(1, 'Az e-mail cím megadása kötelező')
  .max(254, 'Az e-mail cím túl hosszú')
  .email('Érvénytelen e-mail cím');

/** No composition rules (NIST 800-63B); the server also refuses the most common passwords. */
export const passwordField = z
  .string({ message: 'A jelszó megadása kötelező' })
  .min(PASSWORD_MIN, `A jelszónak legalább ${PASSWORD_MIN} karakterből kell állnia`)
  .max(PASSWORD_MAX, `A jelszó legfeljebb ${PASSWORD_MAX} karakter lehet`);

export const codeField = z
  .string({ message: 'A kód megadása kötelező' })
  .trim()
  .regex(new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`), `A kód ${ONE_TIME_CODE.digits} számjegyből áll`);

export const nameField = nameText(100);

export const registerBody = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  role: z.enum(['kerdezo', 'tanacsado'], {
    message: 'Válassza ki, kérdezőként vagy tanácsadóként regisztrál',
  }),
  acceptTerms: z.literal(true, {
    message: 'A regisztrációhoz el kell fogadnia az ÁSZF-et és az adatkezelési tájékoztatót',
  }),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z
    .string({ message: 'A jelszó megadása kötelező' })
    .min(1, 'A jelszó megadása kötelező')
    .max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const emailBody = z.object({ email: emailField });
export const emailCodeBody = z.object({ email: emailField, code: codeField });
/**
 * resend-2fa: the e-mail (SPEC.md §7) plus the token the login answer gave; without a valid token the
 * server refuses (401), so a stranger cannot keep replacing someone's pending code.
 */
export const resendTwoFactorBody = z.object({
  email: emailField,
  twoFactorToken: z.string().max(200).optional(),
});
export type ResendTwoFactorBody = z.infer<typeof resendTwoFactorBody>;
export const resetPasswordBody = z.object({ email: emailField, code: codeField, newPassword: passwordField });

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'A jelenlegi jelszó megadása kötelező').max(1024),
  newPassword: passwordField,
});

export const twoFactorBody = z.object({
  enabled: z.boolean({ message: 'Adja meg, hogy be- vagy kikapcsolja a kétlépcsős azonosítást' }),
  currentPassword: z.string().min(1, 'A jelenlegi jelszó megadása kötelező').max(1024),
});

/** An adviser's seven billing fields, or an asker's (a name or company, no bank account). */
const billingAddress = z.union([
  z.object({
    companyName: z.string(),
    country: z.string(),
    city: z.string(),
    zipCode: z.string(),
    address: z.string(),
    vatNumber: z.string(),
    bankAccountNumber: z.string(),
  }),
  askerBillingAddressView,
]);

/** The user as every answer presents it (DESIGN.md §4): never a hash, code or token. */
export const userSchema = entitySchema({
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'tanacsado', 'kerdezo']),
  emailVerified: z.boolean(),
  subscriptionStatus: z
    .object({ status: z.enum(['active', 'expired']), expirationDate: z.string().nullable() })
    .nullable(),
  billingAddress: billingAddress.nullable(),
  twoFactorAuth: z.object({ isEnabled: z.boolean() }),
  /** The browser's IANA time zone the web last reported (issue 18); null: Budapest time only. */
  timeZone: z.string().nullable(),
  tanacsadoData: entitySchema({
    userId: z.string(),
    active: z.boolean(),
    expirationDate: z.string().nullable(),
    activationRequest: z.boolean(),
    activationRequestDate: z.string().nullable(),
  }).optional(),
  kerdezoData: entitySchema({
    userId: z.string(),
    subscriptionStatus: z.enum(['active', 'expired']),
    expirationDate: z.string().nullable(),
  }).optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A finished login: the token and the user, at the top level and in `data` (DESIGN.md §4). */
export const sessionAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  token: z.string(),
  user: userSchema,
  requiresTwoFactor: z.literal(false).optional(),
  /** This login cancelled a pending account deletion (issue 18): the web tells the user. */
  deletionCancelled: z.boolean().optional(),
  data: z.object({ token: z.string(), user: userSchema }),
});

export const loginAnswer = z.union([
  sessionAnswer.extend({ requiresTwoFactor: z.literal(false) }),
  z.object({
    success: z.literal(true),
    requiresTwoFactor: z.literal(true),
    message: z.string(),
    /** Proves the password step to resend-2fa; kept by the web for this login only. */
    twoFactorToken: z.string(),
  }),
]);

export const userAnswer = mirroredAnswer({ user: userSchema });

/** A saved own profile (an asker's or an admin's): the text to show and the user, at the top level and in `data`. */
export const profileSavedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
  data: userSchema,
});

/** logout-others: how many other sessions ended, with the text to show. */
export const logoutOthersAnswer = savedAnswer(z.object({ revoked: z.number() }));

const tags = ['auth'];

/**
 * SPEC.md §7 "Auth" plus the account settings of DESIGN.md §7. The steps that send a code answer the
 * same whether or not an account has the address, so nobody learns from them which addresses have one.
 */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    tags,
    summary: 'Regisztráció',
    body: registerBody,
    responses: { 201: messageAnswer },
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    tags,
    summary: 'E-mail cím megerősítése',
    body: emailCodeBody,
    responses: { 200: sessionAnswer },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    tags,
    summary: 'Megerősítő kód újraküldése',
    body: emailBody,
    responses: { 200: messageAnswer },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    tags,
    summary: 'Bejelentkezés',
    body: loginBody,
    responses: { 200: loginAnswer },
  }),
  verifyTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/verify-2fa',
    tags,
    summary: 'Kétlépcsős kód ellenőrzése',
    body: emailCodeBody,
    responses: { 200: sessionAnswer },
  }),
  resendTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/resend-2fa',
    tags,
    summary: 'Kétlépcsős kód újraküldése',
    body: resendTwoFactorBody,
    responses: { 200: messageAnswer },
  }),
  /** Without a live session too: logging out is then already done. */
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    tags,
    summary: 'Kijelentkezés',
    responses: { 200: okAnswer },
  }),
  /** The web's session check (web/lib/http.ts calls it itself for its 401 policy). */
  verifyToken: endpoint({
    method: 'GET',
    path: '/api/auth/verify-token',
    tags,
    summary: 'Munkamenet ellenőrzése',
    responses: { 200: userAnswer },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    tags,
    summary: 'Jelszó-visszaállítás kérése',
    body: emailBody,
    responses: { 200: messageAnswer },
  }),
  verifyResetCode: endpoint({
    method: 'POST',
    path: '/api/auth/verify-reset-code',
    tags,
    summary: 'Visszaállító kód ellenőrzése',
    body: emailCodeBody,
    responses: { 200: messageAnswer },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    tags,
    summary: 'Új jelszó beállítása',
    body: resetPasswordBody,
    responses: { 200: messageAnswer },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/auth/password',
    tags,
    summary: 'Jelszó módosítása',
    body: changePasswordBody,
    responses: { 200: messageAnswer },
  }),
  setTwoFactor: endpoint({
    method: 'PUT',
    path: '/api/auth/two-factor',
    tags,
    summary: 'Kétlépcsős azonosítás be/ki',
    body: twoFactorBody,
    responses: { 200: userAnswer },
  }),
  logoutOthers: endpoint({
    method: 'POST',
    path: '/api/auth/logout-others',
    tags,
    summary: 'Kijelentkezés minden más eszközről',
    responses: { 200: logoutOthersAnswer },
  }),
};
