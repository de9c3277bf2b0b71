import type { AdminType, TypeSort } from '@common/api/types';
import { Badge, Button, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FilterSelect } from '@web/components/filter-select';
import { ListBody } from '@web/components/list-body';
import { ListPagination } from '@web/components/list-pagination';
import { ListSearchButton, ListSearchField } from '@web/components/list-search';
import { PageShell } from '@web/components/page-shell';
import { ResultCount } from '@web/components/result-count';
import { SectionCard } from '@web/components/section-card';
import { SortableHeader } from '@web/components/sortable-header';
import { errorCode, errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useArchiveTypeMutation } from './api/archive-type';
import { useDeleteTypeMutation } from './api/delete-type';
import { useTypesQuery } from './api/list-types';
import { useUnarchiveTypeMutation } from './api/unarchive-type';
import { TypeDialog } from './components/type-dialog';
import {
  parseTypesState,
  SEARCH_MAX_LENGTH,
  STATUS_LABELS,
  type TypesListState,
  typesStateToParams,
  typesStateToQuery,
} from './list-state';

const LOAD_FAILED = 'Nem sikerült betölteni a tanácsadási típusokat.';

type Pending = { kind: 'archive' | 'unarchive' | 'delete'; type: AdminType } | null;

const inUse = (type: AdminType) => type.adviserCount > 0 || type.appointmentCount > 0;

/**
 * /admin/tipusok: the consultation types (name, colour, duration) with how much each is used; create,
 * edit, archive/restore, and delete an unused one (a used one can only be archived).
 */
export default function AdminTypesPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTypesState(params), [params]);
  const [searchText, setSearchText] = useState(state.search);
  const [editing, setEditing] = useState<{ type: AdminType | null } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const types = useTypesQuery(typesStateToQuery(state));
  const archive = useArchiveTypeMutation();
  const unarchive = useUnarchiveTypeMutation();
  const remove = useDeleteTypeMutation();

  useEffect(() => setSearchText(state.search), [state.search]);

  const update = (patch: Partial<TypesListState>, keepPage = false) =>
    setParams(typesStateToParams({ ...state, ...(keepPage ? {} : { page: 1 }), ...patch }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: searchText.trim().slice(0, SEARCH_MAX_LENGTH) });
  };
  const goToPage = (page: number) => {
    update({ page }, true);
    resultsRef.current?.focus({ preventScroll: true });
  };
  const header = (label: string, key: TypeSort, defaultOrder: 'asc' | 'desc' = 'asc') => (
    <SortableHeader
      label={label}
      sortKey={key}
      sortBy={state.sortBy}
      sortOrder={state.sortOrder}
      defaultOrder={defaultOrder}
      onSort={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
    />
  );

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
  const answer = types.data;

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
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => setEditing({ type: null })}
            >
              Új típus
            </Button>
          </Group>
        }
      >
        <search aria-label="Típusok szűrése">
          <form onSubmit={onSubmit}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <ListSearchField
                placeholder="Típus neve"
                value={searchText}
                onChange={setSearchText}
                maxLength={SEARCH_MAX_LENGTH}
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
        </search>

        <ResultCount
          ref={resultsRef}
          pending={types.isPending}
          loadingText="Típusok betöltése…"
          totalCount={answer?.totalCount}
          noun="típus"
        />

        <ListBody
          query={types}
          errorMessage={LOAD_FAILED}
          skeletonRows={5}
          emptyText={
            answer?.totalCount === 0 ? 'Nincs a szűrésnek megfelelő típus.' : 'Ezen az oldalon nincs találat.'
          }
        >
          {(answer) => (
            <Table.ScrollContainer minWidth={820}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                aria-busy={types.isPlaceholderData || undefined}
                style={{ opacity: types.isPlaceholderData ? 0.6 : 1 }}
              >
                <Table.Caption>Tanácsadási típusok, {answer.page}. oldal</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {header('Név', 'name')}
                    <Table.Th scope="col">Szín</Table.Th>
                    {header('Időtartam', 'durationMinutes')}
                    {header('Használat', 'usage', 'desc')}
                    <Table.Th scope="col">Állapot</Table.Th>
                    <Table.Th scope="col">Műveletek</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.data.map((type) => (
                    <Table.Tr key={type.id}>
                      <Table.Td fw={600}>{type.name}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <ColorSwatch color={type.color} size={20} aria-hidden="true" />
                          <Text size="sm" ff="monospace">
                            {type.color}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{type.durationMinutes} perc</Table.Td>
                      <Table.Td>
                        {type.adviserCount} tanácsadó, {type.appointmentCount} időpont
                      </Table.Td>
                      <Table.Td>
                        <Badge color={type.archived ? 'gray.7' : 'teal.9'} variant="light">
                          {type.archived ? 'Archivált' : 'Aktív'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setEditing({ type })}
                            aria-label={`Szerkesztés: ${type.name}`}
                          >
                            Szerkesztés
                          </Button>
                          {type.archived ? (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => open({ kind: 'unarchive', type })}
                              aria-label={`Visszaállítás: ${type.name}`}
                            >
                              Visszaállítás
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => open({ kind: 'archive', type })}
                              aria-label={`Archiválás: ${type.name}`}
                            >
                              Archiválás
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="outline"
                            color="red.9"
                            onClick={() => open({ kind: 'delete', type })}
                            aria-label={`Törlés: ${type.name}`}
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
          <ListPagination page={state.page} totalPages={answer.totalPages} onChange={goToPage} />
        ) : null}
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
