import { messages } from '@common/messages';
import { type SessionUser, useAuthStore } from './auth-store';
import { ApiError } from './http';
import { notifyError } from './notify';

/** The adviser id (`tanacsadoData.id`) of the logged-in user, if the user is an adviser. */
export function adviserIdOf(user: SessionUser | null): string | null {
  const data = user?.tanacsadoData as { id?: unknown } | undefined;
  return typeof data?.id === 'string' && data.id ? data.id : null;
}

/** The logged-in adviser's user id and adviser id (null while unknown). */
export function useAdviserIdentity() {
  const user = useAuthStore((s) => s.user);
  return { userId: user?.id ?? null, adviserId: adviserIdOf(user) };
}

/**
 * The adviser id every adviser update needs (SPEC.md §5): when it is missing the call fails like an API
 * call would (red toast + rejected promise).
 */
export function requireAdviserId(adviserId: string | null | undefined): string {
  if (!adviserId) {
    notifyError(messages.advisers.adviserIdMissing);
    throw new ApiError(0, messages.advisers.adviserIdMissing, 'CLIENT_CHECK');
  }
  return adviserId;
}
