import { useAuthStore } from '@web/lib/auth-store';
import type { SocketClient } from '@web/lib/socket-client';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// socket.io is loaded only once somebody signs in: guests never download it.
let loaded: SocketClient | null = null;
let loading: Promise<SocketClient> | null = null;
function loadSocketClient() {
  loading ??= import('@web/lib/socket').then((module) => {
    loaded = module.socketClient;
    return loaded;
  });
  return loading;
}

/**
 * Keeps the one real-time connection in step with the session: connects when a user is signed in
 * (token and verified user in the auth store), disconnects deliberately on logout or an expired
 * session (no retry), and reports every navigation with `route:update` (SPEC.md §7). Renders nothing.
 */
export function RealtimeConnection() {
  const token = useAuthStore((s) => s.token);
  const userId = useAuthStore((s) => s.user?.id);
  const role = useAuthStore((s) => s.user?.role);
  const { pathname } = useLocation();
  const routeRef = useRef(pathname);

  useEffect(() => {
    if (!token || !userId || !role) {
      loaded?.disconnect();
      return;
    }
    let current = true;
    void loadSocketClient().then((client) => {
      if (current) client.connect({ token, userId, role }, routeRef.current);
    });
    return () => {
      current = false;
    };
  }, [token, userId, role]);

  useEffect(() => {
    routeRef.current = pathname;
    loaded?.updateRoute(pathname);
  }, [pathname]);

  // Presence the counterparts see: busy in a meeting, away after a while in a hidden tab, else online.
  const hiddenLong = useHiddenFor(AWAY_AFTER_MS);
  const status = pathname.startsWith('/meeting/') ? 'busy' : hiddenLong ? 'away' : 'online';
  useEffect(() => {
    if (!token) return;
    void loadSocketClient().then((client) => client.setStatus(status));
  }, [token, status]);

  return null;
}

const AWAY_AFTER_MS = 2 * 60_000;

/** Whether the tab has been hidden for at least `ms` (back to false as soon as it is visible). */
function useHiddenFor(ms: number) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') timer = setTimeout(() => setHidden(true), ms);
      else setHidden(false);
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [ms]);
  return hidden;
}
