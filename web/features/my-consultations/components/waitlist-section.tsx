import type { WaitlistEntry } from '@common/api/waitlist';
import { formatDateUntil } from '@common/format';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellOff, IconCalendarPlus } from '@tabler/icons-react';
import { useLeaveWaitlistMutation, useWaitlistQuery } from '@web/api/waitlist';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { SectionCard } from '@web/components/section-card';
import { Link } from 'react-router';
import { sortWaitlist, waitlistBookingPath, waitlistStatusText } from '../lib/waitlist';

const LEFT = 'Leiratkozott a várólistáról.';

function WaitlistItem({ entry, onLeave }: { entry: WaitlistEntry; onLeave: (entry: WaitlistEntry) => void }) {
  const notified = entry.status === 'notified';
  const what = `${entry.expert.name}, ${entry.consultationType.name}`;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="waitlist-entry">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {entry.expert.name}
          </Text>
          <Text size="sm">
            {entry.consultationType.name}, {formatDateUntil(entry.until)}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={notified ? 'green' : 'gray'} c="dark.9" tt="none">
              {waitlistStatusText(entry)}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {notified ? (
            <Button
              component={Link}
              to={waitlistBookingPath(entry)}
              size="xs"
              leftSection={<IconCalendarPlus size={14} aria-hidden="true" />}
              aria-label={`Időpont foglalása: ${what}`}
            >
              Foglalás
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBellOff size={14} aria-hidden="true" />}
            aria-label={`Leiratkozás: ${what}`}
            onClick={() => onLeave(entry)}
          >
            Leiratkozás
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * "Várólista": the asker's live waitlist entries (waiting, or told of a free time whose day has not
 * passed), each with "Leiratkozás" after a confirmation. Nothing is shown without entries, nor when the
 * list cannot be loaded (the bookings above do not depend on it).
 */
export function WaitlistSection() {
  const list = useWaitlistQuery();
  const leave = useLeaveWaitlistMutation();
  const leaving = useConfirmation({
    call: (entry: WaitlistEntry) => leave.mutateAsync(entry.id),
    success: () => LEFT,
  });
  const toLeave = leaving.subject;
  const entries = sortWaitlist(list.data ?? []);

  if (entries.length === 0 && !toLeave) return null;

  return (
    <SectionCard title="Várólista">
      <Text size="sm">
        E-mailben szólunk, ha ezeknél a tanácsadóknál a megadott napig felszabadul egy időpont.
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <WaitlistItem key={entry.id} entry={entry} onLeave={leaving.ask} />
        ))}
      </Stack>
      <ConfirmDialog {...leaving.dialog} title="Leiratkozás a várólistáról" confirmLabel="Leiratkozás">
        {toLeave
          ? `Biztosan leiratkozik? Nem kap több értesítést, ha ${toLeave.expert.name} tanácsadónál (${toLeave.consultationType.name}) felszabadul egy időpont.`
          : ''}
      </ConfirmDialog>
    </SectionCard>
  );
}
