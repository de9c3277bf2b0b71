import { type AdminPackage, AUDIENCE_LABELS, type PackageSort } from '@common/api/admin-billing';
import type { Audience } from '@common/api/subscriptions';
import { formatPrice } from '@common/format';
import { Group, Stack } from '@mantine/core';
import { AddButton } from '@web/components/admin-add-button';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { type DataColumn, DataTable, RowAction, type SortOrder } from '@web/components/data-table';
import { FilterSelect } from '@web/components/filter-select';
import { StatusBadge } from '@web/components/status-badge';
import { errorText } from '@web/lib/form';
import { notifyInfo, notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useDeletePackageMutation } from '../api/delete-package';
import { usePackagesQuery } from '../api/list-packages';
import { AUDIENCE_FILTER_LABELS, PAGE_SIZE } from '../list-state';
import { PackageDialog } from './package-dialog';

const ACTIVE_LABELS = { true: 'Aktív', false: 'Inaktív' } as const;

/** The tab's filters, order and page (kept in the tab, not in the URL). */
interface PackagesView {
  audience: Audience | null;
  active: 'true' | 'false' | null;
  sortBy: PackageSort;
  sortOrder: SortOrder;
  page: number;
}

const COLUMNS: DataColumn<AdminPackage, PackageSort>[] = [
  { header: 'Név', sortKey: 'name', cell: (pkg) => pkg.name, strong: true },
  { header: 'Kinek', sortKey: 'audience', cell: (pkg) => AUDIENCE_LABELS[pkg.audience] },
  { header: 'Időtartam', sortKey: 'days', cell: (pkg) => `${pkg.days} nap` },
  {
    header: 'Bruttó ár',
    sortKey: 'priceHuf',
    cell: (pkg) => formatPrice(pkg.priceHuf),
    style: { whiteSpace: 'nowrap' },
  },
  {
    header: 'Állapot',
    cell: (pkg) => (
      <StatusBadge tone={pkg.active ? 'positive' : 'neutral'}>{ACTIVE_LABELS[`${pkg.active}`]}</StatusBadge>
    ),
  },
  { header: 'Befizetések', cell: (pkg) => pkg.paymentCount },
];

/** The package catalogue: every package (inactive too), create, edit, delete (archived if paid for). */
export function PackagesTab() {
  const [view, setView] = useState<PackagesView>({
    audience: null,
    active: null,
    sortBy: 'audience',
    sortOrder: 'asc',
    page: 1,
  });
  const update = (patch: Partial<PackagesView>) => setView((old) => ({ ...old, page: 1, ...patch }));
  const [editing, setEditing] = useState<{ pkg: AdminPackage | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const packages = usePackagesQuery({
    ...view,
    audience: view.audience ?? undefined,
    active: view.active ?? undefined,
    limit: PAGE_SIZE,
  });
  const remove = useDeletePackageMutation();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        if (result.archived) notifyInfo(result.message);
        else notifySuccess(result.message);
        setDeleting(null);
      },
      onError: (e) => setDeleteError(errorText(e, 'Nem sikerült törölni a csomagot.')),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <FilterSelect
            label="Kinek"
            allLabel="Mindenki"
            labels={AUDIENCE_FILTER_LABELS}
            value={view.audience}
            onChange={(audience) => update({ audience })}
            w={170}
          />
          <FilterSelect
            label="Állapot"
            labels={ACTIVE_LABELS}
            value={view.active}
            onChange={(active) => update({ active })}
            w={150}
          />
        </Group>
        <AddButton onClick={() => setEditing({ pkg: null })}>Új csomag</AddButton>
      </Group>

      <DataTable
        query={packages}
        columns={COLUMNS}
        caption="Előfizetési csomagok"
        noun="csomag"
        loadingText="Csomagok betöltése…"
        errorMessage="Nem sikerült betölteni az előfizetési csomagokat."
        emptyText="Nincs a szűrésnek megfelelő csomag."
        skeletonRows={4}
        state={view}
        onChange={update}
        pagingLabel="Csomagok lapozása"
        actions={(pkg) => (
          <>
            <RowAction label="Szerkesztés" name={pkg.name} onClick={() => setEditing({ pkg })} />
            <RowAction
              label="Törlés"
              name={pkg.name}
              tone="danger"
              onClick={() => {
                setDeleteError(null);
                setDeleting(pkg);
              }}
            />
          </>
        )}
      />

      <PackageDialog opened={editing !== null} pkg={editing?.pkg ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Csomag törlése"
        confirmLabel={deleting && deleting.paymentCount > 0 ? 'Inaktívvá tétel' : 'Végleges törlés'}
        loading={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting && deleting.paymentCount > 0
          ? `„${deleting.name}” csomagért már fizettek (${deleting.paymentCount} befizetés), ezért nem törölhető: inaktívvá válik, így többé nem vásárolható.`
          : `Biztosan törli a(z) „${deleting?.name ?? ''}” csomagot? Ez nem vonható vissza.`}
      </ConfirmDialog>
    </Stack>
  );
}
