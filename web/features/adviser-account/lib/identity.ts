import { useAuthStore } from '@web/lib/auth-store';

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
