import { PageLoader } from '@web/components/page-loader';
import { useAuthStore } from '@web/lib/auth-store';
import { logout } from '@web/lib/session';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess, type RouteAccessRule } from './route-access';

/** Applies the route guard of SPEC.md §5 to its children. */
export function RouteGuard({ rule, children }: { rule: RouteAccessRule; children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  const remembered = (location.state as { from?: unknown } | null)?.from;
  const decision = decideAccess(
    rule,
    user,
    `${location.pathname}${location.search}`,
    typeof remembered === 'string' ? remembered : null,
  );
  const mustLogout = decision.kind === 'redirect' && decision.logout;

  useEffect(() => {
    // A user of the wrong role is logged out first; the cleared session then redirects to login.
    if (mustLogout) void logout();
  }, [mustLogout]);

  if (status === 'restoring' || mustLogout) return <PageLoader />;
  if (decision.kind === 'redirect') {
    return (
      <Navigate
        to={decision.to}
        replace
        state={decision.remember ? { from: decision.remember } : undefined}
      />
    );
  }
  return <>{children}</>;
}
