import { useAuthStore } from './auth-store';
import { call } from './endpoint';
import { disablePush } from './push';

/**
 * On startup a stored token is checked with the server; if it is not valid the session is cleared
 * silently (SPEC.md §4, §8).
 */
export async function restoreSession() {
  const { token, clearSession, setSession } = useAuthStore.getState();
  if (!token) return;
  try {
    // The definitions (and zod with them) load here, not in the entry every page downloads.
    const { authApi } = await import('@common/api/auth');
    const body = await call(authApi.verifyToken, {}, { silent: true });
    if (body?.user) setSession(token, body.user);
    else clearSession();
  } catch {
    clearSession();
  }
}

/** Ends the session on the server (best effort) and locally. */
export async function logout() {
  // The device's push subscription belongs to the browser, not the user: the next person to log in
  // here must not get this user's notifications.
  await disablePush({
    remove: async (endpoint) => {
      const { notificationsApi } = await import('@common/api/notifications');
      return call(notificationsApi.unsubscribePush, { body: { endpoint } }, { silent: true });
    },
  }).catch(() => undefined);
  try {
    const { authApi } = await import('@common/api/auth');
    await call(authApi.logout, {}, { silent: true });
  } catch {
    // The local session ends anyway; an unreachable server must not keep the user logged in.
  }
  useAuthStore.getState().clearSession();
}
