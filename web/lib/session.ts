import { useAuthStore } from './auth-store';
import { callLazy, lazyEndpoint } from './endpoint';
import { disablePush } from './push';

/** Loaded when called: the entry every page downloads stays without zod and the schemas. */
const verifyToken = lazyEndpoint(
  async () => (await import('@common/api/auth')).authApi.verifyToken,
  '/api/auth/verify-token',
);
const logoutCall = lazyEndpoint(
  async () => (await import('@common/api/auth')).authApi.logout,
  '/api/auth/logout',
);
const unsubscribePush = lazyEndpoint(
  async () => (await import('@common/api/notifications')).notificationsApi.unsubscribePush,
  '/api/push/subscriptions',
);

/**
 * On startup a stored token is checked with the server; if it is not valid the session is cleared
 * silently (SPEC.md §4, §8).
 */
export async function restoreSession() {
  const { token, clearSession, setSession } = useAuthStore.getState();
  if (!token) return;
  try {
    const body = await callLazy(verifyToken, {}, { silent: true });
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
    remove: (endpoint) => callLazy(unsubscribePush, { body: { endpoint } }, { silent: true }),
  }).catch(() => undefined);
  try {
    await callLazy(logoutCall, {}, { silent: true });
  } catch {
    // The local session ends anyway; an unreachable server must not keep the user logged in.
  }
  useAuthStore.getState().clearSession();
}
