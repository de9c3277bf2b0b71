import { type SessionUser, useAuthStore } from './auth-store';
import { createHttpClient } from './http';
import { notifyError } from './notify';

/** The app-wide HTTP client, bound to the auth store and the toasts. */
export const api = createHttpClient({
  fetch: (...args) => window.fetch(...args),
  getToken: () => useAuthStore.getState().token,
  showError: notifyError,
  onSessionVerified: (user) => useAuthStore.getState().setUser(user as SessionUser),
  // The route guards see the cleared session and send a protected page to /bejelentkezes.
  onSessionExpired: () => useAuthStore.getState().clearSession(),
});
