import type { Role } from '@common/constants';
import { STORAGE_KEYS } from '@common/constants';
import { create } from 'zustand';

/** The user as the API presents it (DESIGN.md §4); the fields the shell needs are typed here. */
export interface SessionUser {
  _id: string;
  id: string;
  email: string;
  name: string;
  role: Role;
  [field: string]: unknown;
}

export type SessionStatus = 'restoring' | 'ready';

interface AuthState {
  token: string | null;
  user: SessionUser | null;
  requires2FA: boolean;
  /** The e-mail carried between the steps of registration, two-factor login and password reset. */
  tempEmail: string | null;
  /** The pending two-factor login's token (from the login answer): resend-2fa needs it. */
  twoFactorToken: string | null;
  status: SessionStatus;
  setSession(token: string, user: SessionUser): void;
  setUser(user: SessionUser): void;
  setRequires2FA(value: boolean): void;
  setTempEmail(email: string | null): void;
  setTwoFactorToken(token: string | null): void;
  clearSession(): void;
  markReady(): void;
}

const TEMP_EMAIL_KEY = 'auth-temp-email';
const TWO_FACTOR_TOKEN_KEY = 'auth-2fa-token';

function read(storage: Storage | undefined, key: string) {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private browsing can refuse storage; the session then lives only in memory.
  }
}

const local = typeof window === 'undefined' ? undefined : window.localStorage;
const session = typeof window === 'undefined' ? undefined : window.sessionStorage;

/**
 * The stored session keeps the asker's subscription too (the booking page reads it): set it from a server
 * answer, unless it already says the same.
 */
export function storeSubscriptionStatus(answer: {
  subscriptionStatus: string;
  expirationDate: string | null;
}) {
  const { user, setUser } = useAuthStore.getState();
  const stored = user?.subscriptionStatus as { status?: string; expirationDate?: string | null } | undefined;
  if (
    !user ||
    (stored?.status === answer.subscriptionStatus && stored?.expirationDate === answer.expirationDate)
  )
    return;
  setUser({
    ...user,
    subscriptionStatus: { status: answer.subscriptionStatus, expirationDate: answer.expirationDate },
  });
}

export const useAuthStore = create<AuthState>((set) => ({
  // The state a server render sees (a guest): hydration starts from it, the stored session follows.
  token: null,
  user: null,
  requires2FA: false,
  tempEmail: null,
  twoFactorToken: null,
  status: 'ready',
  setSession: (newToken, user) => {
    write(local, STORAGE_KEYS.authToken, newToken);
    set({ token: newToken, user, requires2FA: false, status: 'ready' });
  },
  setUser: (user) => set({ user }),
  setRequires2FA: (value) => set({ requires2FA: value }),
  setTempEmail: (email) => {
    write(session, TEMP_EMAIL_KEY, email);
    set({ tempEmail: email });
  },
  setTwoFactorToken: (value) => {
    write(session, TWO_FACTOR_TOKEN_KEY, value);
    set({ twoFactorToken: value });
  },
  clearSession: () => {
    write(local, STORAGE_KEYS.authToken, null);
    set({ token: null, user: null, requires2FA: false, status: 'ready' });
  },
  markReady: () => set({ status: 'ready' }),
}));

// The stored session is applied after creation, so the store's initial state (which zustand gives React
// as the server snapshot while hydrating) stays the guest's and a server-rendered page hydrates as it was
// rendered; React then re-renders with this state.
const storedToken = read(local, STORAGE_KEYS.authToken);
useAuthStore.setState({
  token: storedToken,
  tempEmail: read(session, TEMP_EMAIL_KEY),
  twoFactorToken: read(session, TWO_FACTOR_TOKEN_KEY),
  // A stored token must be checked with the server before any guard decides.
  status: storedToken ? 'restoring' : 'ready',
});
