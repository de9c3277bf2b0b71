import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FilterSelect } from '@web/components/filter-select';
import { ListBody } from '@web/components/list-body';
import { ListPagination } from '@web/components/list-pagination';
import { ListSearchButton, ListSearchField } from '@web/components/list-search';
import { PageShell } from '@web/components/page-shell';
import { ResultCount } from '@web/components/result-count';
import { SectionCard } from '@web/components/section-card';
import { SortableHeader } from '@web/components/sortable-header';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdvisersQuery } from './api/list-advisers';
import { ActivationQueue } from './components/activation-queue';
import { AdviserDrawer } from './components/adviser-drawer';
import { AdviserStatusBadges } from './components/adviser-status-badges';
import { CreateAdviserDialog } from './components/create-adviser-dialog';
import {
  type AdviserSort,
  type AdvisersListState,
  advisersStateToParams,
  advisersStateToQuery,
  parseAdvisersState,
  SEARCH_MAX_LENGTH,
  STATUS_FILTER_LABELS,
} from './list-state';

/**
 * /admin/tanacsadok: the activation queue, then every adviser filtered by state (active, inactive,
 * requested, expired, incomplete billing), searched, sorted and paged by the server; details, actions
 * and history in a drawer (`?adviser=<id>`), and "Új tanácsadó".
 */
export default function AdminAdvisersPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseAdvisersState(params), [params]);
  const [searchText, setSearchText] = useState(state.search);
  const [creating, setCreating] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const advisers = useAdvisersQuery(advisersStateToQuery(state));

  useEffect(() => setSearchText(state.search), [state.search]);

  const update = (patch: Partial<AdvisersListState>, keepPage = false) =>
    setParams(advisersStateToParams({ ...state, ...(keepPage ? {} : { page: 1 }), ...patch }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: searchText.trim().slice(0, SEARCH_MAX_LENGTH) });
  };
  const onSort = (sortBy: AdviserSort, sortOrder: 'asc' | 'desc') => update({ sortBy, sortOrder });
  const goToPage = (page: number) => {
    update({ page }, true);
    resultsRef.current?.focus({ preventScroll: true });
  };
  const openAdviser = (id: string | null) => update({ adviser: id }, true);

  const header = (label: string, key: AdviserSort, defaultOrder: 'asc' | 'desc' = 'asc') => (
    <SortableHeader
      label={label}
      sortKey={key}
      sortBy={state.sortBy}
      sortOrder={state.sortOrder}
      defaultOrder={defaultOrder}
      onSort={onSort}
    />
  );
  const answer = advisers.data;

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
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
              Új tanácsadó
            </Button>
          </Group>
        }
      >
        <search aria-label="Tanácsadók szűrése">
          <form onSubmit={onSubmit}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <ListSearchField
                placeholder="Név vagy e-mail cím"
                value={searchText}
                onChange={setSearchText}
                maxLength={SEARCH_MAX_LENGTH}
              />
              <FilterSelect
                label="Állapot"
                labels={STATUS_FILTER_LABELS}
                value={state.status}
                onChange={(status) => update({ status })}
                style={{ flex: '1 1 200px', minWidth: 0 }}
              />
              <ListSearchButton />
            </Group>
          </form>
        </search>

        <ResultCount
          ref={resultsRef}
          pending={advisers.isPending}
          loadingText="Tanácsadók betöltése…"
          totalCount={answer?.totalCount}
          noun="tanácsadó"
        />

        <ListBody
          query={advisers}
          errorMessage={messages.advisers.loadFailed}
          skeletonRows={6}
          emptyText={
            answer?.totalCount === 0
              ? 'Nincs a szűrésnek megfelelő tanácsadó.'
              : 'Ezen az oldalon nincs találat.'
          }
        >
          {(answer) => (
            <Table.ScrollContainer minWidth={980}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                aria-busy={advisers.isPlaceholderData || undefined}
                style={{ opacity: advisers.isPlaceholderData ? 0.6 : 1 }}
              >
                <Table.Caption>Tanácsadók, {answer.page}. oldal</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {header('Név', 'name')}
                    {header('E-mail cím', 'email')}
                    <Table.Th scope="col">Állapot</Table.Th>
                    {header('Lejárat', 'expirationDate')}
                    <Table.Th scope="col">Számlázás</Table.Th>
                    <Table.Th scope="col">Területek</Table.Th>
                    {header('Értékelés', 'rating', 'desc')}
                    {header('Regisztrált', 'createdAt', 'desc')}
                    <Table.Th scope="col">Műveletek</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.data.map((adviser) => (
                    <Table.Tr key={adviser.id}>
                      <Table.Td>{adviser.name}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{adviser.email}</Table.Td>
                      <Table.Td style={{ minWidth: 150 }}>
                        <AdviserStatusBadges adviser={adviser} />
                      </Table.Td>
                      <Table.Td>{adviser.expirationDate ? formatDate(adviser.expirationDate) : '–'}</Table.Td>
                      <Table.Td>
                        <Badge color={adviser.billingComplete ? 'teal.9' : 'orange.9'} variant="light">
                          {adviser.billingComplete ? 'Teljes' : 'Hiányos'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{adviser.topicsCount}</Table.Td>
                      <Table.Td>
                        {adviser.reviewCount > 0
                          ? `${adviser.rating.toFixed(1)} (${adviser.reviewCount})`
                          : '–'}
                      </Table.Td>
                      <Table.Td>{formatDate(adviser.createdAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => openAdviser(adviser.id)}
                          aria-label={`Részletek: ${adviser.name}`}
                        >
                          Részletek
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
          <ListPagination page={state.page} totalPages={answer.totalPages} onChange={goToPage} />
        ) : null}
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
