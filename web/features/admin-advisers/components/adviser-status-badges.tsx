import type { AdminAdviser } from '@common/api/admin';
import { Badge, Group } from '@mantine/core';

/** The adviser's state in words (never colour alone): active or not, expired, disabled, requested. */
export function AdviserStatusBadges({
  adviser,
}: {
  adviser: Pick<AdminAdviser, 'active' | 'expired' | 'activationRequest'> & { disabledAt?: string | null };
}) {
  return (
    <Group gap={4}>
      <Badge color={adviser.active ? 'teal.9' : 'gray.8'} variant="filled">
        {adviser.active ? 'Aktív' : 'Inaktív'}
      </Badge>
      {adviser.expired ? (
        <Badge color="red.9" variant="filled">
          Lejárt
        </Badge>
      ) : null}
      {adviser.disabledAt ? (
        <Badge color="red.9" variant="outline">
          Letiltva
        </Badge>
      ) : null}
      {adviser.activationRequest ? (
        <Badge color="grape.9" variant="filled">
          Aktiválást kért
        </Badge>
      ) : null}
    </Group>
  );
}
