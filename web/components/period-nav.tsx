import { Button, Group } from '@mantine/core';
import { IconCalendarWeek, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type NavButton = { onClick: () => void; disabled?: boolean };

interface PeriodNavProps {
  /** "hét", "nap": "Előző hét", "Következő hét". */
  unit: string;
  currentLabel: string;
  previous: NavButton;
  current: NavButton;
  next: NavButton;
  children?: ReactNode;
}

/** The previous, current and next period buttons above a calendar-like view, then the view's own (`children`). */
export function PeriodNav({ unit, currentLabel, previous, current, next, children }: PeriodNavProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" leftSection={<IconChevronLeft size={18} aria-hidden="true" />} {...previous}>
        Előző {unit}
      </Button>
      <Button variant="default" leftSection={<IconCalendarWeek size={18} aria-hidden="true" />} {...current}>
        {currentLabel}
      </Button>
      <Button variant="default" rightSection={<IconChevronRight size={18} aria-hidden="true" />} {...next}>
        Következő {unit}
      </Button>
      {children}
    </Group>
  );
}
