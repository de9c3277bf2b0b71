import { formatDate } from '@common/format';
import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { FilterSelect } from '@web/components/filter-select';
import { ListBody } from '@web/components/list-body';
import { ListPagination } from '@web/components/list-pagination';
import { ListSearchButton, ListSearchField } from '@web/components/list-search';
import { PageShell } from '@web/components/page-shell';
import { ResultCount } from '@web/components/result-count';
import { SortableHeader } from '@web/components/sortable-header';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUsersQuery } from './api/list-users';
import { StatusBadge } from './components/status-badge';
import { UserDrawer } from './components/user-drawer';
import {
  parseUsersState,
  ROLE_LABELS,
  SEARCH_MAX_LENGTH,
  STATUS_LABELS,
  type UserSort,
  type UsersListState,
  usersStateToParams,
} from './list-state';

/**
 * /admin/felhasznalok: every account, searched (name or e-mail, accent-insensitive), filtered, sorted
 * and paged by the server; the state lives in the URL, the details open in a drawer (`?user=<id>`).
 */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseUsersState(params), [params]);
  const [searchText, setSearchText] = useState(state.search);
  const resultsRef = useRef<HTMLDivElement>(null);
  const users = useUsersQuery(state);

  useEffect(() => setSearchText(state.search), [state.search]);

  const update = (patch: Partial<UsersListState>, keepPage = false) =>
    setParams(usersStateToParams({ ...state, ...(keepPage ? {} : { page: 1 }), ...patch }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: searchText.trim().slice(0, SEARCH_MAX_LENGTH) });
  };
  const onSort = (sortBy: UserSort, sortOrder: 'asc' | 'desc') => update({ sortBy, sortOrder });
  const goToPage = (page: number) => {
    update({ page }, true);
    resultsRef.current?.focus({ preventScroll: true });
  };
  const openUser = (id: string | null) => update({ user: id }, true);

  const answer = users.data;
  const header = (label: string, key: UserSort, defaultOrder: 'asc' | 'desc' = 'asc') => (
    <SortableHeader
      label={label}
      sortKey={key}
      sortBy={state.sortBy}
      sortOrder={state.sortOrder}
      defaultOrder={defaultOrder}
      onSort={onSort}
    />
  );

  return (
    <PageShell
      title="Felhasználók"
      size="xl"
      intro="Keressen név vagy e-mail cím szerint; a részletekben letilthatja, módosíthatja vagy törölheti a fiókokat."
    >
      <search aria-label="Felhasználók szűrése">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <form onSubmit={onSubmit}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <ListSearchField
                placeholder="Név vagy e-mail cím"
                value={searchText}
                onChange={setSearchText}
                maxLength={SEARCH_MAX_LENGTH}
              />
              <FilterSelect
                label="Szerepkör"
                labels={ROLE_LABELS}
                value={state.role}
                onChange={(role) => update({ role })}
                style={{ flex: '1 1 160px', minWidth: 0 }}
              />
              <FilterSelect
                label="Állapot"
                labels={STATUS_LABELS}
                value={state.status}
                onChange={(status) => update({ status })}
                style={{ flex: '1 1 160px', minWidth: 0 }}
              />
              <ListSearchButton />
            </Group>
          </form>
        </Paper>
      </search>

      <ResultCount
        ref={resultsRef}
        pending={users.isPending}
        loadingText="Felhasználók betöltése…"
        totalCount={answer?.totalCount}
        noun="felhasználó"
      />

      <ListBody
        query={users}
        errorMessage="Nem sikerült betölteni a felhasználókat."
        skeletonRows={6}
        emptyText={
          answer?.totalCount === 0
            ? 'Nincs a szűrésnek megfelelő felhasználó.'
            : 'Ezen az oldalon nincs találat.'
        }
      >
        {(answer) => (
          <Table.ScrollContainer minWidth={760}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              aria-busy={users.isPlaceholderData || undefined}
              style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Caption>Felhasználók, {answer.page}. oldal</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {header('Név', 'name')}
                  {header('E-mail cím', 'email')}
                  {header('Szerepkör', 'role')}
                  <Table.Th scope="col">Állapot</Table.Th>
                  {header('Regisztrált', 'createdAt', 'desc')}
                  <Table.Th scope="col">
                    <Text span size="sm" fw={700}>
                      Műveletek
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="dark">
                        {ROLE_LABELS[user.role]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={user.status} />
                    </Table.Td>
                    <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => openUser(user.id)}
                        aria-label={`Részletek: ${user.name}`}
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

      <UserDrawer userId={state.user} onClose={() => openUser(null)} />
    </PageShell>
  );
}
