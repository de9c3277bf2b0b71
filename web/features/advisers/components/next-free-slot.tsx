import { Group, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { formatNextFreeSlot } from '../display';

/**
 * "Legközelebb: csütörtök 14:00" (Budapest time), on the list card and the profile; a calm note when
 * there is no free slot in the booking horizon, nothing when the answer does not say.
 */
export function NextFreeSlot({ slot, size = 'sm' }: { slot: string | null | undefined; size?: 'sm' | 'md' }) {
  if (slot === undefined) return null;
  if (slot === null) {
    return (
      <Text size={size} c="dimmed" data-testid="next-free-slot">
        Nincs szabad időpont a közeljövőben
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="center" data-testid="next-free-slot">
      <IconCalendarTime
        size={size === 'md' ? 20 : 18}
        aria-hidden="true"
        color="var(--mantine-color-green-8)"
        style={{ flexShrink: 0 }}
      />
      <Text size={size}>
        Legközelebb: <time dateTime={slot}>{formatNextFreeSlot(slot)}</time>
      </Text>
    </Group>
  );
}
