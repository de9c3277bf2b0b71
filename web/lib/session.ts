import { api } from './api';
import { type SessionUser, useAuthStore } from './auth-store';
import { VERIFY_TOKEN_PATH } from './http';
import { disablePush } from './push';

/**
 * On startup a stored token is checked with the server; if it is not valid the session is cleared
 * silently (SPEC.md §4, §8).
 */
export async function restoreSession() {
  const { token, clearSession, setSession } = useAuthStore.getState();
  if (!token) return;
  try {
    const body = await api.request<{ user?: SessionUser }>(VERIFY_TOKEN_PATH, { silent: true });
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
    remove: (endpoint) =>
      api.request('/api/push/subscriptions', { method: 'DELETE', body: { endpoint }, silent: true }),
  }).catch(() => undefined);
  try {
    await api.request('/api/auth/logout', { method: 'POST', silent: true });
  } catch {
    // The local session ends anyway; an unreachable server must not keep the user logged in.
  }
  useAuthStore.getState().clearSession();
}
