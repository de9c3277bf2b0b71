import type { User } from '@common/api/auth';
import type { advisers, askers, users } from '../../db/schema';
import { billingOf } from '../advisers/advisers.presenter';
import { askerBillingOf } from '../askers/askers.presenter';

type UserRow = typeof users.$inferSelect;
type AdviserRow = typeof advisers.$inferSelect;
type AskerRow = typeof askers.$inferSelect;

export interface UserView {
  user: UserRow;
  adviser: AdviserRow | null;
  asker: AskerRow | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The User JSON of DESIGN.md §4. Never a password hash, code or token. */
export function presentUser({ user, adviser, asker }: UserView, now: Date): User {
  const base = {
    _id: user.id,
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorAuth: { isEnabled: user.twoFactorEnabled },
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
  };
  if (adviser) {
    const expired = adviser.expirationDate !== null && adviser.expirationDate <= now;
    return {
      ...base,
      subscriptionStatus: {
        status: adviser.active && !expired ? 'active' : 'expired',
        expirationDate: iso(adviser.expirationDate),
      },
      billingAddress: billingOf(adviser),
      tanacsadoData: {
        _id: adviser.id,
        id: adviser.id,
        userId: user.id,
        active: adviser.active,
        expirationDate: iso(adviser.expirationDate),
        activationRequest: adviser.activationRequest,
        activationRequestDate: iso(adviser.activationRequestDate),
      },
    };
  }
  if (asker) {
    const status = asker.expirationDate && asker.expirationDate > now ? asker.subscriptionStatus : 'expired';
    return {
      ...base,
      subscriptionStatus: { status, expirationDate: iso(asker.expirationDate) },
      billingAddress: askerBillingOf(asker),
      kerdezoData: {
        _id: asker.id,
        id: asker.id,
        userId: user.id,
        subscriptionStatus: status,
        expirationDate: iso(asker.expirationDate),
      },
    };
  }
  return { ...base, subscriptionStatus: null, billingAddress: null };
}
