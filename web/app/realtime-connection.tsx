import { useAuthStore } from '@web/lib/auth-store';
import type { SocketClient } from '@web/lib/socket-client';
import { useEffect, useRef } from 'react';
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

  return null;
}
