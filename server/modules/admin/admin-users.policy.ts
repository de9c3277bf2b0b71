import type { Role } from '@common/constants';
import type { Actor } from '../auth/actor';

/** A user account as the rules see it. */
export interface Account {
  id: string;
  role: Role;
  disabledAt: Date | null;
}

/**
 * What an admin may do to user accounts (issue 19, part 4). The admin role itself is declared on the
 * /api/admin routes; these are the rules beyond it, pure functions of the acting admin and the account,
 * asked by the admin users service and by the owner's own deletion request (modules/account).
 */
export const adminUserPolicy = {
  /** Disable, demote or erase an account: never one's own (an admin cannot lock themself out). */
  canLockOut: (actor: Actor, target: Pick<Account, 'id'>) => actor.id !== target.id,
  /** An enabled admin: taking such an account away needs another one (the others are counted only then). */
  isActiveAdmin: (account: Pick<Account, 'role' | 'disabledAt'>) =>
    account.role === 'admin' && !account.disabledAt,
  /** The platform keeps a working admin: an active admin goes only while another active one remains. */
  keepsAnAdmin: (account: Pick<Account, 'role' | 'disabledAt'>, otherActiveAdmins: number) =>
    !adminUserPolicy.isActiveAdmin(account) || otherActiveAdmins > 0,
};
