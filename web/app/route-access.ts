import { ROLE_HOME, type Role } from '@common/constants';

export interface RouteAccessRule {
  /** Only these roles may open the route (implies login). */
  roles?: readonly Role[];
  /** Login and registration: a logged-in user is sent to their own area. */
  guestOnly?: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; logout: boolean; remember?: string };

export const LOGIN_PATH = '/bejelentkezes';

/**
 * The route guard of SPEC.md §5 as a pure decision. `remembered` is the page a guest was sent to login
 * from: a user who has just logged in on a guest-only page goes there (if the role may open it), so the
 * guard and the login page agree on the destination.
 */
export function decideAccess(
  rule: RouteAccessRule,
  user: { role: Role } | null,
  currentPath: string,
  remembered?: string | null,
): AccessDecision {
  if (rule.guestOnly) {
    return user
      ? { kind: 'redirect', to: afterLoginTarget(user.role, remembered), logout: false }
      : { kind: 'allow' };
  }
  if (!rule.roles) return { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: LOGIN_PATH, logout: false, remember: currentPath };
  if (!rule.roles.includes(user.role)) return { kind: 'redirect', to: LOGIN_PATH, logout: true };
  return { kind: 'allow' };
}

/** Where to go after login: the remembered page if the role may open it, else the role's home. */
export function afterLoginTarget(role: Role, remembered: string | null | undefined): string {
  const home = ROLE_HOME[role];
  if (remembered?.startsWith(home) && home !== '/') return remembered;
  return home;
}
