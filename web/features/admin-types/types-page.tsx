import type { AdminType, TypeSort } from '@common/api/types';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { AddButton } from '@web/components/admin-add-button';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { type DataColumn, DataTable, RowAction } from '@web/components/data-table';
import { useUrlListState } from '@web/components/data-table-params';
import { type ListFilter, ListStateFilters } from '@web/components/filter-select';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { StatusBadge } from '@web/components/status-badge';
import { errorCode, errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useArchiveTypeMutation } from './api/archive-type';
import { useDeleteTypeMutation } from './api/delete-type';
import { useTypesQuery } from './api/list-types';
import { useUnarchiveTypeMutation } from './api/unarchive-type';
import { TypeDialog } from './components/type-dialog';
import { STATUS_LABELS, type TypesListState, typesList } from './list-state';

const LOAD_FAILED = 'Nem sikerült betölteni a tanácsadási típusokat.';

type Pending = { kind: 'archive' | 'unarchive' | 'delete'; type: AdminType } | null;

const FILTERS: ListFilter<TypesListState>[] = [
  { key: 'status', label: 'Állapot', labels: STATUS_LABELS, flex: '1 1 160px' },
];

const inUse = (type: AdminType) => type.adviserCount > 0 || type.appointmentCount > 0;

const COLUMNS: DataColumn<AdminType, TypeSort>[] = [
  // The colour beside the name (as the type's badges show it), its code under it: one column less, so
  // the table with three buttons a row fits a 1280 px screen.
  {
    header: 'Név és szín',
    sortKey: 'name',
    cell: (type) => (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ColorSwatch color={type.color} size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
        <div>
          <Text size="sm" fw={600}>
            {type.name}
          </Text>
          <Text size="xs" ff="monospace" c="dark.6">
            {type.color}
          </Text>
        </div>
      </Group>
    ),
  },
  { header: 'Időtartam', sortKey: 'durationMinutes', cell: (type) => `${type.durationMinutes} perc` },
  {
    header: 'Használat',
    sortKey: 'usage',
    firstOrder: 'desc',
    cell: (type) => `${type.adviserCount} tanácsadó, ${type.appointmentCount} időpont`,
  },
  {
    header: 'Állapot',
    cell: (type) => (
      <StatusBadge tone={type.archived ? 'neutral' : 'positive'}>
        {type.archived ? 'Archivált' : 'Aktív'}
      </StatusBadge>
    ),
  },
];

/**
 * /admin/tipusok: the consultation types (name, colour, duration) with how much each is used; create,
 * edit, archive/restore, and delete an unused one (a used one can only be archived).
 */
export default function AdminTypesPage() {
  const { state, update } = useUrlListState(typesList.parse, typesList.toParams);
  const [editing, setEditing] = useState<{ type: AdminType | null } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const types = useTypesQuery(typesList.toQuery(state));
  const archive = useArchiveTypeMutation();
  const unarchive = useUnarchiveTypeMutation();
  const remove = useDeleteTypeMutation();

  const open = (next: Pending) => {
    setActionError(null);
    setPending(next);
  };
  const onDone = (answer: { message: string }) => {
    notifySuccess(answer.message);
    setPending(null);
  };
  const onFailed = (e: unknown) => setActionError(errorText(e, 'A művelet nem sikerült.'));
  const confirm = () => {
    if (!pending) return;
    const { kind, type } = pending;
    // A type in use cannot be deleted: the dialog offers archiving instead.
    if (kind === 'archive' || (kind === 'delete' && inUse(type))) {
      archive.mutate(type.id, { onSuccess: onDone, onError: onFailed });
    } else if (kind === 'unarchive') {
      unarchive.mutate(type.id, { onSuccess: onDone, onError: onFailed });
    } else {
      remove.mutate(type.id, {
        onSuccess: onDone,
        onError: (e) => {
          // Someone started using it meanwhile: say so; the list reload turns the button into "Archiválás".
          if (errorCode(e) === 'TYPE_IN_USE') void types.refetch();
          onFailed(e);
        },
      });
    }
  };
  const dialog = (() => {
    if (!pending) return { title: '', text: '', label: '', color: 'red.9' };
    const { kind, type } = pending;
    if (kind === 'unarchive')
      return {
        title: 'Típus visszaállítása',
        text: `„${type.name}” újra választható lesz a tanácsadóknak és foglalható.`,
        label: 'Visszaállítás',
        color: 'blue.8',
      };
    if (kind === 'archive' || inUse(type))
      return {
        title: 'Típus archiválása',
        text: `${inUse(type) ? `„${type.name}” használatban van (${type.adviserCount} tanácsadó, ${type.appointmentCount} időpont), ezért nem törölhető, csak archiválható. ` : ''}Az archivált típus nem jelenik meg a nyilvános listákban, nem választható és nem foglalható; a meglévő időpontok megmaradnak.`,
        label: 'Archiválás',
        color: 'blue.8',
      };
    return {
      title: 'Típus törlése',
      text: `Biztosan törli a(z) „${type.name}” típust? Ez nem vonható vissza.`,
      label: 'Végleges törlés',
      color: 'red.9',
    };
  })();

  return (
    <PageShell
      title="Típusok"
      size="xl"
      intro="A tanácsadási típusok neve, színe és időtartama. A használt típus nem törölhető, csak archiválható."
    >
      <SectionCard
        title="Tanácsadási típusok"
        action={
          <Group>
            <AddButton onClick={() => setEditing({ type: null })}>Új típus</AddButton>
          </Group>
        }
      >
        <ListStateFilters
          label="Típusok szűrése"
          placeholder="Típus neve"
          filters={FILTERS}
          state={state}
          update={update}
        />

        <DataTable
          query={types}
          columns={COLUMNS}
          caption="Tanácsadási típusok"
          noun="típus"
          loadingText="Típusok betöltése…"
          errorMessage={LOAD_FAILED}
          emptyText="Nincs a szűrésnek megfelelő típus."
          skeletonRows={5}
          state={state}
          onChange={update}
          actions={(type) => (
            <>
              <RowAction label="Szerkesztés" name={type.name} onClick={() => setEditing({ type })} />
              <RowAction
                label={type.archived ? 'Visszaállítás' : 'Archiválás'}
                name={type.name}
                tone="secondary"
                onClick={() => open({ kind: type.archived ? 'unarchive' : 'archive', type })}
              />
              <RowAction
                label="Törlés"
                name={type.name}
                tone="danger"
                onClick={() => open({ kind: 'delete', type })}
              />
            </>
          )}
        />
      </SectionCard>

      <TypeDialog opened={editing !== null} type={editing?.type ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={dialog.title}
        confirmLabel={dialog.label}
        confirmColor={dialog.color}
        loading={archive.isPending || unarchive.isPending || remove.isPending}
        error={actionError}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {dialog.text}
      </ConfirmDialog>
    </PageShell>
  );
}
