import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';

export type SortOrder = 'asc' | 'desc';

/**
 * A column header that sorts a server-side table: a button inside the header cell, the current order
 * announced through `aria-sort`. Clicking the sorted column flips the order; another column starts
 * with `defaultOrder`.
 */
export function SortableHeader<K extends string>({
  label,
  sortKey,
  sortBy,
  sortOrder,
  defaultOrder = 'asc',
  onSort,
}: {
  label: string;
  sortKey: K;
  sortBy: K;
  sortOrder: SortOrder;
  defaultOrder?: SortOrder;
  onSort: (sortBy: K, sortOrder: SortOrder) => void;
}) {
  const active = sortBy === sortKey;
  const next: SortOrder = active ? (sortOrder === 'asc' ? 'desc' : 'asc') : defaultOrder;
  const Icon = !active ? IconArrowsSort : sortOrder === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey, next)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={16} aria-hidden="true" />
          <VisuallyHidden>
            {next === 'asc' ? ' (rendezés növekvő sorrendbe)' : ' (rendezés csökkenő sorrendbe)'}
          </VisuallyHidden>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
