import { Anchor, Badge, Group, List, Skeleton, Text } from '@mantine/core';
import {
  IconCalendarCheck,
  IconClockEdit,
  IconFileAlert,
  IconMessages,
  type TablerIcon,
} from '@tabler/icons-react';
import { useAdviserAttention } from '@web/api/adviser-attention';
import { DAC7_SECTION_PATH, useMyDac7Status } from '@web/api/dac7-status';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import { dac7Attention } from '@web/lib/dac7-attention';
import { useUnreadCount } from '@web/lib/unread';
import { Link } from 'react-router';

const BASE = '/tanacsadoi-fiok';

interface Task {
  key: string;
  label: string;
  count: number;
  link: string;
  to: string;
  Icon: TablerIcon;
}

function TaskRow({ task }: { task: Task }) {
  const waiting = task.count > 0;
  return (
    <List.Item data-testid={`todo-${task.key}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <task.Icon size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Group gap="xs" justify="space-between" wrap="wrap" style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{task.label}:</Text>
            <Badge
              color={waiting ? 'red.9' : 'gray.8'}
              variant="filled"
              style={{ flexShrink: 0 }}
              data-testid="todo-count"
            >
              {task.count}
            </Badge>
          </Group>
          <Anchor component={Link} to={task.to} size="sm">
            {task.link}
          </Anchor>
        </Group>
      </Group>
    </List.Item>
  );
}

/**
 * What waits for the adviser: bookings to confirm, time-change requests, unread messages, and missing
 * DAC7 data while the portal must report them (issue 39).
 */
export function AttentionCard() {
  const attention = useAdviserAttention();
  const unread = useUnreadCount();
  const dac7 = dac7Attention(useMyDac7Status().data);

  if (attention.isPending) {
    return (
      <SectionCard title="Teendők">
        <Skeleton height={96} role="status" aria-label="Teendők betöltése…" />
      </SectionCard>
    );
  }
  const counts = attention.data;
  const tasks: Task[] = [
    ...(counts
      ? [
          {
            key: 'to-confirm',
            label: 'Megerősítésre váró foglalások',
            count: counts.toConfirm,
            link: 'Foglalások megerősítése',
            to: `${BASE}/tanacsadasok?lista=megerositesre-var`,
            Icon: IconCalendarCheck,
          },
          {
            key: 'time-changes',
            label: 'Időpont-módosítási kérelmek',
            count: counts.timeChangeRequests,
            link: 'Kérelmek megtekintése',
            to: `${BASE}/tanacsadasok?lista=modositasi-kerelmek`,
            Icon: IconClockEdit,
          },
        ]
      : []),
    {
      key: 'unread',
      label: 'Olvasatlan üzenetek',
      count: unread,
      link: 'Üzenetek megnyitása',
      to: `${BASE}/uzenetek`,
      Icon: IconMessages,
    },
    ...(dac7
      ? [
          {
            key: 'dac7',
            label: dac7.held
              ? 'Hiányzó DAC7 adatok (díjas tanácsadásai most nem foglalhatók)'
              : 'Hiányzó DAC7 adatok',
            count: 1,
            link: 'DAC7 adatok megadása',
            to: DAC7_SECTION_PATH,
            Icon: IconFileAlert,
          },
        ]
      : []),
  ];
  const nothing = tasks.every((t) => t.count === 0) && Boolean(counts);

  return (
    <SectionCard title="Teendők" testId="attention-card">
      {attention.isError ? (
        <LoadError
          message="Nem sikerült betölteni a foglalásokkal kapcsolatos teendőket."
          onRetry={() => void attention.refetch()}
        />
      ) : null}
      {nothing ? <Text size="sm">Most nincs teendője: minden foglalás és üzenet rendben.</Text> : null}
      <List spacing="sm" listStyleType="none" p={0} m={0}>
        {tasks.map((task) => (
          <TaskRow key={task.key} task={task} />
        ))}
      </List>
    </SectionCard>
  );
}
