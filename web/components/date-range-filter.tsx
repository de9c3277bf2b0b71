import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * A list's filter form with a day range: its first row (`children`), the two day fields with the
 * "Szűrés" submit button, then anything `below`, in a `search` landmark named `label`. The typed days
 * follow the applied ones (the URL's) whenever those change; the form is sent only with a valid range.
 */
export function DateRangeFilterForm({
  label,
  applied,
  fromLabel,
  toLabel,
  onSubmit,
  children,
  below,
}: {
  label: string;
  applied: { from: string; to: string };
  fromLabel: string;
  toLabel: string;
  onSubmit: (days: { from: string; to: string }) => void;
  children: ReactNode;
  below?: ReactNode;
}) {
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to);
  useEffect(() => {
    setFrom(applied.from);
    setTo(applied.to);
  }, [applied.from, applied.to]);
  const wrong = Boolean(from && to && to < from);
  return (
    <search aria-label={label}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!wrong) onSubmit({ from, to });
        }}
      >
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {children}
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={fromLabel}
              name="from"
              type="date"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              flex="1 1 160px"
            />
            <TextInput
              label={toLabel}
              name="to"
              type="date"
              value={to}
              error={wrong ? 'A záró nap nem lehet a kezdő nap előtt' : undefined}
              onChange={(event) => setTo(event.currentTarget.value)}
              flex="1 1 160px"
            />
            <Button type="submit" disabled={wrong} leftSection={<IconSearch size={18} aria-hidden="true" />}>
              Szűrés
            </Button>
          </Group>
          {below}
        </Stack>
      </form>
    </search>
  );
}
