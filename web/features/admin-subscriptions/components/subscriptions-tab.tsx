import {
  type AdminSubscription,
  AUDIENCE_LABELS,
  SUBSCRIPTION_ROW_STATUS_LABELS as STATUS_LABELS,
  type SubscriptionRowStatus,
  type SubscriptionSort,
} from '@common/api/admin-billing';
import { Select, Stack, Text } from '@mantine/core';
import { type DataColumn, DataTable, RowAction } from '@web/components/data-table';
import { type ListFilter, ListStateFilters } from '@web/components/filter-select';
import { type BadgeTone, StatusBadge } from '@web/components/status-badge';
import { DateText, EmailText } from '@web/components/table-text';
import { useState } from 'react';
import { useSubscriptionsQuery } from '../api/list-subscriptions';
import {
  AUDIENCE_FILTER_LABELS,
  EXPIRING_CHOICES,
  type SubscriptionsListState,
  stateToQuery,
} from '../list-state';
import { AdjustDialog } from './adjust-dialog';

const ALL = 'all';
const LOAD_FAILED = 'Nem sikerült betölteni az előfizetéseket.';
const STATUS_TONES: Record<SubscriptionRowStatus, BadgeTone> = {
  active: 'positive',
  expired: 'negative',
  none: 'neutral',
};

const COLUMNS: DataColumn<AdminSubscription, SubscriptionSort>[] = [
  {
    header: 'Név',
    sortKey: 'name',
    cell: (row) => (
      <>
        {row.name}
        {row.disabled ? (
          <Text span size="xs" c="dark.6">
            {' '}
            (letiltva)
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'E-mail cím', sortKey: 'email', cell: (row) => <EmailText email={row.email} /> },
  { header: 'Szerep', sortKey: 'audience', cell: (row) => AUDIENCE_LABELS[row.audience] },
  {
    header: 'Állapot',
    cell: (row) => <StatusBadge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status]}</StatusBadge>,
  },
  {
    header: 'Lejárat',
    sortKey: 'expirationDate',
    cell: (row) => (row.expirationDate ? <DateText value={row.expirationDate} /> : '–'),
  },
  { header: 'Hátralévő napok', cell: (row) => (row.status === 'active' ? row.daysLeft : '–') },
];

const FILTERS: ListFilter<SubscriptionsListState>[] = [
  {
    key: 'audience',
    label: 'Kinek',
    allLabel: 'Mindenki',
    labels: AUDIENCE_FILTER_LABELS,
    flex: '1 1 140px',
  },
  { key: 'status', label: 'Állapot', labels: STATUS_LABELS, flex: '1 1 150px' },
];

/** Every asker's and adviser's subscription, filtered, sorted and paged by the server; "Módosítás" per row. */
export function SubscriptionsTab({
  state,
  update,
}: {
  state: SubscriptionsListState;
  update: (patch: Partial<SubscriptionsListState>, keepPage?: boolean) => void;
}) {
  const [adjusting, setAdjusting] = useState<AdminSubscription | null>(null);
  const list = useSubscriptionsQuery(stateToQuery(state));

  return (
    <Stack gap="md">
      <ListStateFilters
        label="Előfizetések szűrése"
        placeholder="Név vagy e-mail cím"
        searchFlex="2 1 200px"
        filters={FILTERS}
        state={state}
        update={update}
      >
        <Select
          label="Lejár"
          data={[
            { value: ALL, label: 'Bármikor' },
            ...EXPIRING_CHOICES.map((days) => ({ value: String(days), label: `${days} napon belül` })),
          ]}
          value={state.expiring ? String(state.expiring) : ALL}
          onChange={(value) => update({ expiring: value && value !== ALL ? Number(value) : null })}
          allowDeselect={false}
          flex="1 1 150px"
        />
      </ListStateFilters>

      <DataTable
        query={list}
        columns={COLUMNS}
        caption="Előfizetések"
        noun="előfizetés"
        loadingText="Előfizetések betöltése…"
        errorMessage={LOAD_FAILED}
        emptyText="Nincs a szűrésnek megfelelő előfizetés."
        state={state}
        onChange={update}
        actions={(row) => <RowAction label="Módosítás" name={row.name} onClick={() => setAdjusting(row)} />}
      />
      <AdjustDialog subscription={adjusting} onClose={() => setAdjusting(null)} />
    </Stack>
  );
}
