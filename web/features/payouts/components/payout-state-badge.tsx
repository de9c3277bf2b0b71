import type { PayoutState } from '@common/api/payouts';
import { Badge } from '@mantine/core';

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  none: 'Nincs beállítva',
  incomplete: 'Hiányos',
  pending: 'Ellenőrzés alatt',
  ready: 'Kész: fogadhat fizetést és kifizetést',
  disabled: 'A szolgáltató letiltotta',
};

// Colours that pass AA with white text (as the payment status badges).
const COLORS: Record<PayoutState, string> = {
  none: 'gray.8',
  incomplete: 'yellow.9',
  pending: 'blue.9',
  ready: 'teal.9',
  disabled: 'red.9',
};

/** The payout account's state in Hungarian. */
export function PayoutStateBadge({ state }: { state: PayoutState }) {
  return (
    // A long label wraps instead of pushing the card wider than a phone.
    <Badge
      color={COLORS[state]}
      variant="filled"
      size="lg"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      data-testid="payout-state"
    >
      {PAYOUT_STATE_LABELS[state]}
    </Badge>
  );
}
