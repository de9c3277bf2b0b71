import type { AdminAdviser } from '@common/api/admin';
import { formatRating } from '@common/format';
import { messages } from '@common/messages';
import { Group, Text } from '@mantine/core';
import { AddButton } from '@web/components/admin-add-button';
import { type DataColumn, DataTable, RowAction } from '@web/components/data-table';
import { useUrlListState } from '@web/components/data-table-params';
import { type ListFilter, ListStateFilters } from '@web/components/filter-select';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { DateText, EmailText, registeredColumn } from '@web/components/table-text';
import { useState } from 'react';
import { useAdvisersQuery } from './api/list-advisers';
import { ActivationQueue } from './components/activation-queue';
import { AdviserDrawer } from './components/adviser-drawer';
import { AdviserStatusBadges } from './components/adviser-status-badges';
import { CreateAdviserDialog } from './components/create-adviser-dialog';
import { type AdviserSort, type AdvisersListState, advisersList, STATUS_FILTER_LABELS } from './list-state';

const COLUMNS: DataColumn<AdminAdviser, AdviserSort>[] = [
  // Name and e-mail share a column, and incomplete billing data is one of the states: so the table fits a
  // 1280 px screen with room for long names and addresses.
  {
    header: 'Név és e-mail cím',
    sortKey: 'name',
    cell: (adviser) => (
      <>
        {adviser.name}
        <Text size="xs" c="dark.6">
          <EmailText email={adviser.email} />
        </Text>
      </>
    ),
  },
  { header: 'Állapot', cell: (adviser) => <AdviserStatusBadges adviser={adviser} /> },
  {
    header: 'Lejárat',
    sortKey: 'expirationDate',
    cell: (adviser) => (adviser.expirationDate ? <DateText value={adviser.expirationDate} /> : '–'),
  },
  { header: 'Területek', cell: (adviser) => adviser.topicsCount },
  {
    header: 'Értékelés',
    sortKey: 'rating',
    firstOrder: 'desc',
    cell: (adviser) =>
      adviser.reviewCount > 0 ? `${formatRating(adviser.rating)} (${adviser.reviewCount})` : '–',
  },
  registeredColumn(),
];

const FILTERS: ListFilter<AdvisersListState>[] = [
  { key: 'status', label: 'Állapot', labels: STATUS_FILTER_LABELS, flex: '1 1 200px' },
];

/**
 * /admin/tanacsadok: the activation queue, then every adviser filtered by state (active, inactive,
 * requested, expired, incomplete billing), searched, sorted and paged by the server; details, actions
 * and history in a drawer (`?adviser=<id>`), and "Új tanácsadó".
 */
export default function AdminAdvisersPage() {
  const { state, update } = useUrlListState(advisersList.parse, advisersList.toParams);
  const [creating, setCreating] = useState(false);
  const advisers = useAdvisersQuery(advisersList.toQuery(state));
  const openAdviser = (id: string | null) => update({ adviser: id }, true);

  return (
    <PageShell
      title="Tanácsadók"
      size="xl"
      intro="Bírálja el az aktiválási kérelmeket, és kezelje a tanácsadói fiókokat."
    >
      <ActivationQueue onOpen={(id) => openAdviser(id)} />

      <SectionCard
        title="Minden tanácsadó"
        action={
          <Group>
            <AddButton onClick={() => setCreating(true)}>Új tanácsadó</AddButton>
          </Group>
        }
      >
        <ListStateFilters
          label="Tanácsadók szűrése"
          placeholder="Név vagy e-mail cím"
          filters={FILTERS}
          state={state}
          update={update}
        />

        <DataTable
          query={advisers}
          columns={COLUMNS}
          caption="Tanácsadók"
          noun="tanácsadó"
          loadingText="Tanácsadók betöltése…"
          errorMessage={messages.advisers.loadFailed}
          emptyText="Nincs a szűrésnek megfelelő tanácsadó."
          state={state}
          onChange={update}
          actions={(adviser) => (
            <RowAction label="Részletek" name={adviser.name} onClick={() => openAdviser(adviser.id)} />
          )}
        />
      </SectionCard>

      <CreateAdviserDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          openAdviser(id);
        }}
      />
      <AdviserDrawer adviserId={state.adviser} onClose={() => openAdviser(null)} />
    </PageShell>
  );
}
