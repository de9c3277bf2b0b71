import type { AdminPackage, PackageSort } from '@common/api/admin-billing';
import type { Audience } from '@common/api/subscriptions';
import { formatPrice } from '@common/format';
import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FilterSelect } from '@web/components/filter-select';
import { ListBody } from '@web/components/list-body';
import { ListPagination } from '@web/components/list-pagination';
import { ResultCount } from '@web/components/result-count';
import { SortableHeader, type SortOrder } from '@web/components/sortable-header';
import { errorText } from '@web/lib/form';
import { notifyInfo, notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useDeletePackageMutation } from '../api/delete-package';
import { usePackagesQuery } from '../api/list-packages';
import { AUDIENCE_FILTER_LABELS, AUDIENCE_LABELS, PAGE_SIZE } from '../list-state';
import { PackageDialog } from './package-dialog';

const ACTIVE_LABELS = { true: 'Aktív', false: 'Inaktív' } as const;

/** The package catalogue: every package (inactive too), create, edit, delete (archived if paid for). */
export function PackagesTab() {
  const [audience, setAudience] = useState<Audience | null>(null);
  const [active, setActive] = useState<'true' | 'false' | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sortBy: PackageSort; sortOrder: SortOrder }>({
    sortBy: 'audience',
    sortOrder: 'asc',
  });
  const [editing, setEditing] = useState<{ pkg: AdminPackage | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const packages = usePackagesQuery({
    audience: audience ?? undefined,
    active: active ?? undefined,
    ...sort,
    page,
    limit: PAGE_SIZE,
  });
  const remove = useDeletePackageMutation();
  const header = (label: string, key: PackageSort) => (
    <SortableHeader
      label={label}
      sortKey={key}
      sortBy={sort.sortBy}
      sortOrder={sort.sortOrder}
      onSort={(sortBy, sortOrder) => {
        setSort({ sortBy, sortOrder });
        setPage(1);
      }}
    />
  );
  const answer = packages.data;

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
            value={audience}
            onChange={(value) => {
              setAudience(value);
              setPage(1);
            }}
            style={{ width: 170 }}
          />
          <FilterSelect
            label="Állapot"
            labels={ACTIVE_LABELS}
            value={active}
            onChange={(value) => {
              setActive(value);
              setPage(1);
            }}
            style={{ width: 150 }}
          />
        </Group>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ pkg: null })}
        >
          Új csomag
        </Button>
      </Group>

      <ResultCount
        pending={packages.isPending}
        loadingText="Csomagok betöltése…"
        totalCount={answer?.totalCount}
        noun="csomag"
      />

      <ListBody
        query={packages}
        errorMessage="Nem sikerült betölteni az előfizetési csomagokat."
        skeletonRows={4}
        emptyText="Nincs a szűrésnek megfelelő csomag."
      >
        {(answer) => (
          <Table.ScrollContainer minWidth={760}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              aria-busy={packages.isPlaceholderData || undefined}
            >
              <Table.Caption>Előfizetési csomagok, {answer.page}. oldal</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {header('Név', 'name')}
                  {header('Kinek', 'audience')}
                  {header('Időtartam', 'days')}
                  {header('Bruttó ár', 'priceHuf')}
                  <Table.Th scope="col">Állapot</Table.Th>
                  <Table.Th scope="col">Befizetések</Table.Th>
                  <Table.Th scope="col">Műveletek</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.map((pkg) => (
                  <Table.Tr key={pkg.id}>
                    <Table.Td fw={600}>{pkg.name}</Table.Td>
                    <Table.Td>{AUDIENCE_LABELS[pkg.audience]}</Table.Td>
                    <Table.Td>{pkg.days} nap</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(pkg.priceHuf)}</Table.Td>
                    <Table.Td>
                      <Badge color={pkg.active ? 'teal.9' : 'gray.7'} variant="light">
                        {pkg.active ? 'Aktív' : 'Inaktív'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{pkg.paymentCount}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing({ pkg })}
                          aria-label={`Szerkesztés: ${pkg.name}`}
                        >
                          Szerkesztés
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(pkg);
                          }}
                          aria-label={`Törlés: ${pkg.name}`}
                        >
                          Törlés
                        </Button>
                      </Group>
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
          page={page}
          totalPages={answer.totalPages}
          onChange={setPage}
          label="Csomagok lapozása"
        />
      ) : null}

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
