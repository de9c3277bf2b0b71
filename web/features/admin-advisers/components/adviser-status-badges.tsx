import type { AdminAdviser } from '@common/api/admin';
import { Group } from '@mantine/core';
import { StatusBadge } from '@web/components/status-badge';

/**
 * The adviser's state in words (never colour alone): active or not, expired, disabled, requested and,
 * where the caller knows it, incomplete billing data (the states of the list's "Állapot" filter).
 */
export function AdviserStatusBadges({
  adviser,
}: {
  adviser: Pick<AdminAdviser, 'active' | 'expired' | 'activationRequest'> & {
    disabledAt?: string | null;
    billingComplete?: boolean;
  };
}) {
  return (
    <Group gap={4}>
      <StatusBadge tone={adviser.active ? 'positive' : 'neutral'}>
        {adviser.active ? 'Aktív' : 'Inaktív'}
      </StatusBadge>
      {adviser.expired ? <StatusBadge tone="negative">Lejárt</StatusBadge> : null}
      {adviser.disabledAt ? <StatusBadge tone="negative">Letiltva</StatusBadge> : null}
      {adviser.activationRequest ? <StatusBadge tone="accent">Aktiválást kért</StatusBadge> : null}
      {adviser.billingComplete === false ? <StatusBadge tone="warning">Hiányos számlázás</StatusBadge> : null}
    </Group>
  );
}
