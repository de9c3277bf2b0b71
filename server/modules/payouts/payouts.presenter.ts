import type { PayoutAccount, PayoutState } from '@common/api/payouts';
import type { payoutAccounts } from '../../db/schema';

type PayoutRow = typeof payoutAccounts.$inferSelect;

/** The one word the screens show for an account (PAYOUT_STATES). */
export function payoutState(row: PayoutRow | undefined): PayoutState {
  if (!row) return 'none';
  if (row.disabledReason) return 'disabled';
  if (row.chargesEnabled && row.payoutsEnabled) return 'ready';
  return row.detailsSubmitted && row.requirementsDue.length === 0 ? 'pending' : 'incomplete';
}

export function presentPayoutAccount(row: PayoutRow | undefined): PayoutAccount {
  return {
    state: payoutState(row),
    provider: row?.provider ?? null,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    requirementsDue: row?.requirementsDue ?? [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
