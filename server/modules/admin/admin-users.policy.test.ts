import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor';
import { type Account, adminUserPolicy } from './admin-users.policy';

const acting: Actor = { id: 'me', role: 'admin' };
const accounts: Record<string, Account> = {
  self: { id: 'me', role: 'admin', disabledAt: null },
  otherAdmin: { id: 'other-admin', role: 'admin', disabledAt: null },
  disabledAdmin: { id: 'disabled-admin', role: 'admin', disabledAt: new Date('2025-01-01T00:00:00Z') },
  adviser: { id: 'adviser', role: 'tanacsado', disabledAt: null },
  asker: { id: 'asker', role: 'kerdezo', disabledAt: null },
};

// Each rule against every account: [own, another admin, a disabled admin, an adviser, an asker].
const table: [string, (account: Account) => boolean, boolean[]][] = [
  [
    'disable, demote or erase it',
    (t) => adminUserPolicy.canLockOut(acting, t),
    [false, true, true, true, true],
  ],
  [
    'count the other admins first',
    (t) => adminUserPolicy.isActiveAdmin(t),
    [true, true, false, false, false],
  ],
  [
    'take it away when no other active admin is left',
    (t) => adminUserPolicy.keepsAnAdmin(t, 0),
    [false, false, true, true, true],
  ],
  [
    'take it away while another active admin remains',
    (t) => adminUserPolicy.keepsAnAdmin(t, 1),
    [true, true, true, true, true],
  ],
];

describe('what an admin may do to user accounts', () => {
  it.each(table)('%s', (_rule, may, expected) => {
    expect(Object.values(accounts).map(may)).toEqual(expected);
  });
});
