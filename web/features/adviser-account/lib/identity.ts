import { messages } from '@common/messages';
import { type SessionUser, useAuthStore } from '@web/lib/auth-store';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

interface TanacsadoData {
  id?: unknown;
  active?: unknown;
  expirationDate?: unknown;
  activationRequest?: unknown;
  activationRequestDate?: unknown;
}

/** The adviser id (`tanacsadoData.id`) of the logged-in user, if the user is an adviser. */
export function adviserIdOf(user: SessionUser | null): string | null {
  const data = user?.tanacsadoData as TanacsadoData | undefined;
  return typeof data?.id === 'string' && data.id ? data.id : null;
}

/** The logged-in adviser's user id and adviser id (null while unknown). */
export function useAdviserIdentity() {
  const user = useAuthStore((s) => s.user);
  return { userId: user?.id ?? null, adviserId: adviserIdOf(user) };
}

/** Fails like an API call would (red toast + rejected promise) when a required value is missing. */
export function failWith(message: string): never {
  notifyError(message);
  throw new ApiError(0, message, 'CLIENT_CHECK');
}

/** The adviser id needed by every adviser update (SPEC.md §5). */
export function requireAdviserId(adviserId: string | null | undefined): string {
  if (!adviserId) failWith(messages.advisers.adviserIdMissing);
  return adviserId;
}

/** Keeps the session user's `tanacsadoData` in step with an adviser answer (state, request, expiry). */
export function syncSessionAdviser(adviser: {
  active: boolean;
  expirationDate: string | null;
  activationRequest: boolean;
  activationRequestDate: string | null;
}) {
  const { user, setUser } = useAuthStore.getState();
  if (!user) return;
  const previous = (user.tanacsadoData ?? {}) as Record<string, unknown>;
  setUser({
    ...user,
    tanacsadoData: {
      ...previous,
      active: adviser.active,
      expirationDate: adviser.expirationDate,
      activationRequest: adviser.activationRequest,
      activationRequestDate: adviser.activationRequestDate,
    },
  });
}
