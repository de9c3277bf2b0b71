import { createHmac } from 'node:crypto';

/**
 * TURN credentials of coturn's REST API scheme (`use-auth-secret` + `static-auth-secret`): the username
 * is `<unix expiry>:<userId>` and the password is base64(HMAC-SHA1(secret, username)). coturn recomputes
 * the password from the username, so nothing is stored, and refuses the username once its time is past.
 */
export interface TurnCredential {
  username: string;
  credential: string;
}

/**
 * A credential stays valid this long after the meeting's end. coturn checks the expiry on every
 * authenticated request (each allocation refresh, about every 10 minutes), so a call running over its
 * end keeps its relay for this margin. Credentials are handed out only while the meeting is joinable
 * (until its end), so each one is valid for at least this long from the moment it is given.
 */
export const TURN_MARGIN_AFTER_END_MS = 60 * 60_000;

export function mintTurnCredential(secret: string, userId: string, expiresAt: Date): TurnCredential {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}
