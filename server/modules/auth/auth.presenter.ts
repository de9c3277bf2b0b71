import { messages } from '@common/messages';
import type { UserView } from '../users/users.presenter';
import { presentUser } from '../users/users.presenter';

/** A finished login: token and user at the top level and in `data` (DESIGN.md §4). */
export function presentSession(token: string, view: UserView, now: Date, message?: string) {
  const user = presentUser(view, now);
  return {
    success: true as const,
    ...(message ? { message } : {}),
    token,
    user,
    requiresTwoFactor: false as const,
    data: { token, user },
  };
}

export function presentUserAnswer(view: UserView, now: Date) {
  const user = presentUser(view, now);
  return { success: true as const, user, data: { user } };
}

/** A saved own profile: `profileSavedAnswer` of @common/api/auth. */
export function presentProfileSaved(view: UserView, now: Date) {
  const user = presentUser(view, now);
  return { success: true as const, message: messages.askers.profileSaved, user, data: user };
}

export const presentMessage = (message: string) => ({ success: true as const, message });
