import type { AdminUser } from '@common/api/admin';
import { ROLE_LABELS } from '@common/constants';
import { Paper } from '@mantine/core';
import { type DataColumn, DataTable, RowAction } from '@web/components/data-table';
import { useUrlListState } from '@web/components/data-table-params';
import { type ListFilter, ListStateFilters } from '@web/components/filter-select';
import { PageShell } from '@web/components/page-shell';
import { StatusBadge } from '@web/components/status-badge';
import { EmailText, registeredColumn } from '@web/components/table-text';
import { useUsersQuery } from './api/list-users';
import { UserStatusBadge } from './components/status-badge';
import { UserDrawer } from './components/user-drawer';
import { STATUS_LABELS, type UserSort, type UsersListState, usersList } from './list-state';

const COLUMNS: DataColumn<AdminUser, UserSort>[] = [
  { header: 'Név', sortKey: 'name', cell: (user) => user.name },
  { header: 'E-mail cím', sortKey: 'email', cell: (user) => <EmailText email={user.email} /> },
  {
    header: 'Szerepkör',
    sortKey: 'role',
    cell: (user) => <StatusBadge tone="neutral">{ROLE_LABELS[user.role]}</StatusBadge>,
  },
  { header: 'Állapot', cell: (user) => <UserStatusBadge status={user.status} /> },
  registeredColumn(),
];

const FILTERS: ListFilter<UsersListState>[] = [
  { key: 'role', label: 'Szerepkör', labels: ROLE_LABELS, flex: '1 1 160px' },
  { key: 'status', label: 'Állapot', labels: STATUS_LABELS, flex: '1 1 160px' },
];

/**
 * /admin/felhasznalok: every account, searched (name or e-mail, accent-insensitive), filtered, sorted
 * and paged by the server; the state lives in the URL, the details open in a drawer (`?user=<id>`).
 */
export default function AdminUsersPage() {
  const { state, update } = useUrlListState(usersList.parse, usersList.toParams);
  const users = useUsersQuery(state);
  const openUser = (id: string | null) => update({ user: id }, true);

  return (
    <PageShell
      title="Felhasználók"
      size="xl"
      intro="Keressen név vagy e-mail cím szerint; a részletekben letilthatja, módosíthatja vagy törölheti a fiókokat."
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <ListStateFilters
          label="Felhasználók szűrése"
          placeholder="Név vagy e-mail cím"
          filters={FILTERS}
          state={state}
          update={update}
        />
      </Paper>

      <DataTable
        query={users}
        columns={COLUMNS}
        caption="Felhasználók"
        noun="felhasználó"
        loadingText="Felhasználók betöltése…"
        errorMessage="Nem sikerült betölteni a felhasználókat."
        emptyText="Nincs a szűrésnek megfelelő felhasználó."
        state={state}
        onChange={update}
        actions={(user) => <RowAction label="Részletek" name={user.name} onClick={() => openUser(user.id)} />}
      />

      <UserDrawer userId={state.user} onClose={() => openUser(null)} />
    </PageShell>
  );
}
