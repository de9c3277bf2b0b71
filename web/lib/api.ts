import { type SessionUser, useAuthStore } from './auth-store';
import { createHttpClient } from './http';
import { notifyError } from './notify';

let apiFetch: typeof fetch = (...args) => window.fetch(...args);

/** The server's renderer answers the pages' API calls in process (relative paths, no network). */
export function setApiFetch(fetchImplementation: typeof fetch) {
  apiFetch = fetchImplementation;
}

/** The app-wide HTTP client, bound to the auth store and the toasts. */
export const api = createHttpClient({
  fetch: (...args) => apiFetch(...args),
  getToken: () => useAuthStore.getState().token,
  showError: notifyError,
  onSessionVerified: (user) => useAuthStore.getState().setUser(user as SessionUser),
  // The route guards see the cleared session and send a protected page to /bejelentkezes.
  onSessionExpired: () => useAuthStore.getState().clearSession(),
});
