import type { loginAnswer, messageAnswer, sessionAnswer } from '@common/api/auth';
import type { z } from 'zod';

/** `{success, message}`: the steps that send a code or change nothing the web keeps. */
export type MessageAnswer = z.infer<typeof messageAnswer>;
/** A finished login (login, verify-email, verify-2fa): token and user. */
export type SessionAnswer = z.infer<typeof sessionAnswer>;
/** Login: either a session or "a code was e-mailed". */
export type LoginAnswer = z.infer<typeof loginAnswer>;
