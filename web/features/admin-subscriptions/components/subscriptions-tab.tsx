import type { AdminSubscription, SubscriptionRowStatus, SubscriptionSort } from '@common/api/admin-billing';
import { formatDate } from '@common/format';
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { FilterSelect } from '@web/components/filter-select';
import { ListBody } from '@web/components/list-body';
import { ListPagination } from '@web/components/list-pagination';
import { ListSearchButton, ListSearchField } from '@web/components/list-search';
import { ResultCount } from '@web/components/result-count';
import { SortableHeader } from '@web/components/sortable-header';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSubscriptionsQuery } from '../api/list-subscriptions';
import {
  AUDIENCE_FILTER_LABELS,
  AUDIENCE_LABELS,
  EXPIRING_CHOICES,
  SEARCH_MAX_LENGTH,
  STATUS_LABELS,
  type SubscriptionsListState,
  stateToQuery,
} from '../list-state';
import { AdjustDialog } from './adjust-dialog';

const ALL = 'all';
const LOAD_FAILED = 'Nem sikerült betölteni az előfizetéseket.';
const STATUS_COLORS: Record<SubscriptionRowStatus, string> = {
  active: 'teal',
  expired: 'red',
  none: 'gray',
};

/** Every asker's and adviser's subscription, filtered, sorted and paged by the server; "Módosítás" per row. */
export function SubscriptionsTab({
  state,
  update,
}: {
  state: SubscriptionsListState;
  update: (patch: Partial<SubscriptionsListState>, keepPage?: boolean) => void;
}) {
  const [searchText, setSearchText] = useState(state.search);
  const [adjusting, setAdjusting] = useState<AdminSubscription | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const list = useSubscriptionsQuery(stateToQuery(state));
  useEffect(() => setSearchText(state.search), [state.search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: searchText.trim().slice(0, SEARCH_MAX_LENGTH) });
  };
  const header = (label: string, key: SubscriptionSort) => (
    <SortableHeader
      label={label}
      sortKey={key}
      sortBy={state.sortBy}
      sortOrder={state.sortOrder}
      onSort={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
    />
  );
  const answer = list.data;

  return (
    <Stack gap="md">
      <search aria-label="Előfizetések szűrése">
        <form onSubmit={onSubmit}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <ListSearchField
              placeholder="Név vagy e-mail cím"
              value={searchText}
              onChange={setSearchText}
              maxLength={SEARCH_MAX_LENGTH}
              flex="2 1 200px"
            />
            <FilterSelect
              label="Kinek"
              allLabel="Mindenki"
              labels={AUDIENCE_FILTER_LABELS}
              value={state.audience}
              onChange={(audience) => update({ audience })}
              style={{ flex: '1 1 140px', minWidth: 0 }}
            />
            <FilterSelect
              label="Állapot"
              labels={STATUS_LABELS}
              value={state.status}
              onChange={(status) => update({ status })}
              style={{ flex: '1 1 150px', minWidth: 0 }}
            />
            <Select
              label="Lejár"
              data={[
                { value: ALL, label: 'Bármikor' },
                ...EXPIRING_CHOICES.map((days) => ({ value: String(days), label: `${days} napon belül` })),
              ]}
              value={state.expiring ? String(state.expiring) : ALL}
              onChange={(value) => update({ expiring: value && value !== ALL ? Number(value) : null })}
              allowDeselect={false}
              style={{ flex: '1 1 150px', minWidth: 0 }}
            />
            <ListSearchButton />
          </Group>
        </form>
      </search>

      <ResultCount
        ref={resultsRef}
        pending={list.isPending}
        loadingText="Előfizetések betöltése…"
        totalCount={answer?.totalCount}
        noun="előfizetés"
      />

      <ListBody
        query={list}
        errorMessage={LOAD_FAILED}
        skeletonRows={6}
        emptyText={
          answer?.totalCount === 0
            ? 'Nincs a szűrésnek megfelelő előfizetés.'
            : 'Ezen az oldalon nincs találat.'
        }
      >
        {(answer) => (
          <Table.ScrollContainer minWidth={860}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              aria-busy={list.isPlaceholderData || undefined}
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Caption>Előfizetések, {answer.page}. oldal</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {header('Név', 'name')}
                  {header('E-mail cím', 'email')}
                  {header('Szerep', 'audience')}
                  <Table.Th scope="col">Állapot</Table.Th>
                  {header('Lejárat', 'expirationDate')}
                  <Table.Th scope="col">Hátralévő napok</Table.Th>
                  <Table.Th scope="col">Műveletek</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {row.name}
                      {row.disabled ? (
                        <Text span size="xs" c="dark.6">
                          {' '}
                          (letiltva)
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
                    <Table.Td>{AUDIENCE_LABELS[row.audience]}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[row.status]} variant="light" c="dark.9">
                        {STATUS_LABELS[row.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.expirationDate ? formatDate(row.expirationDate) : '–'}</Table.Td>
                    <Table.Td>{row.status === 'active' ? row.daysLeft : '–'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setAdjusting(row)}
                        aria-label={`Módosítás: ${row.name}`}
                      >
                        Módosítás
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>

      {answer ? (
        <ListPagination
          page={state.page}
          totalPages={answer.totalPages}
          onChange={(page) => {
            update({ page }, true);
            resultsRef.current?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      <AdjustDialog subscription={adjusting} onClose={() => setAdjusting(null)} />
    </Stack>
  );
}
