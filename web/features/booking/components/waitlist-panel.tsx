import type { WaitlistEntry } from '@common/api/waitlist';
import { formatDateUntil } from '@common/format';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { waitlistEntryText } from '../lib/waitlist';

export const NO_SLOTS_TITLE = 'Nincs szabad időpont ezen a héten';
export const JOIN_LABEL = 'Szóljon, ha felszabadul egy időpont';
export const LEAVE_LABEL = 'Leiratkozás';

export interface WaitlistPanelProps {
  /** The shown week has no free time for the chosen type (loaded, not failed). */
  weekEmpty: boolean;
  /**
   * The day the asker would be waiting for (the last day of the shown week the adviser works,
   * YYYY-MM-DD); null when the adviser works on none of its days that are left (no waitlist offered).
   */
  until: string | null;
  /** The asker's live entry for this adviser and type. */
  entry: WaitlistEntry | undefined;
  /** A one-off message (the week has free times after all, left the list). */
  notice: string | null;
  joining: boolean;
  leaving: boolean;
  /** Resolves true when the entry was made. */
  onJoin: () => Promise<boolean>;
  /** Resolves true when the entry was ended. */
  onLeave: (entry: WaitlistEntry) => Promise<boolean>;
}

/**
 * Step 2's waitlist: on a week without a free time, "tell me when one frees up" (until the adviser's last
 * working day of the shown week; not offered when no working day is left); with an entry, what it means and "Leiratkozás". The sentence is a live region, so a
 * screen reader hears the result of either button; the focus moves to the button that replaces the
 * pressed one.
 */
export function WaitlistPanel(props: WaitlistPanelProps) {
  const { weekEmpty, until, entry, notice } = props;
  const headingId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);

  // After "Szóljon…" or "Leiratkozás" the pressed button is gone: its successor takes the focus.
  const run = async (action: () => Promise<boolean>) => {
    if (await action()) window.requestAnimationFrame(() => actionRef.current?.focus());
  };

  const offer = weekEmpty && !entry && until !== null;
  if (!offer && !entry && !notice) return null;
  // A waiting entry for an earlier day can be moved to the end of this (empty) week: posting again
  // replaces the day.
  const extend = weekEmpty && until !== null && entry?.status === 'waiting' && entry.until < until;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      bg="gray.0"
      data-testid="waitlist-panel"
    >
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4" id={headingId}>
          {offer ? NO_SLOTS_TITLE : 'Várólista'}
        </Title>
        {offer && until ? (
          <Text size="sm">
            Ha {formatDateUntil(until)} felszabadul egy időpont ennél a tanácsadónál (például lemondás miatt),
            e-mailben szólunk. Az értesítést a feliratkozás sorrendjében küldjük.
          </Text>
        ) : null}
        <Box role="status" aria-live="polite" aria-atomic="true" data-testid="waitlist-status">
          {entry ? (
            <Text size="sm" fw={600}>
              {waitlistEntryText(entry)}
            </Text>
          ) : null}
          {notice ? <Text size="sm">{notice}</Text> : null}
        </Box>
        {entry ? (
          <Group gap="xs">
            {extend && until ? (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconBell size={16} aria-hidden="true" />}
                loading={props.joining}
                onClick={() => void run(props.onJoin)}
              >
                Meghosszabbítás: {formatDateUntil(until)}
              </Button>
            ) : null}
            <Button
              ref={actionRef}
              variant="default"
              size="sm"
              leftSection={<IconBellOff size={16} aria-hidden="true" />}
              loading={props.leaving}
              onClick={() => void run(() => props.onLeave(entry))}
            >
              {LEAVE_LABEL}
            </Button>
          </Group>
        ) : offer ? (
          <Button
            ref={actionRef}
            size="sm"
            leftSection={<IconBell size={16} aria-hidden="true" />}
            loading={props.joining}
            onClick={() => void run(props.onJoin)}
          >
            {JOIN_LABEL}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
