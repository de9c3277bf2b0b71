import { type AdminAppointmentSort, APPOINTMENT_STATUS_LABELS } from '@common/api/admin-appointments';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { formatDateTime, formatTime } from '@common/format';
import { Anchor, Badge, Button, CloseButton, Group, Stack, Table, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FilterSelect } from '@web/components/filter-select';
import { ListBody } from '@web/components/list-body';
import { ListPagination } from '@web/components/list-pagination';
import { ListSearchField } from '@web/components/list-search';
import { PageShell } from '@web/components/page-shell';
import { ResultCount } from '@web/components/result-count';
import { SectionCard } from '@web/components/section-card';
import { SortableHeader } from '@web/components/sortable-header';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppointmentsQuery } from './api/list-appointments';
import { AppointmentDrawer } from './components/appointment-drawer';
import {
  type ConsultationsListState,
  parseState,
  SEARCH_MAX_LENGTH,
  STATUS_COLORS,
  stateToParams,
  stateToQuery,
} from './list-state';

/**
 * /admin/tanacsadasok: every appointment, filtered (party, status, payment status, days), searched,
 * sorted and paged by the server; details and the admin actions (cancel as the system, no-show,
 * payment status) in a drawer (`?idopont=<id>`).
 */
export default function AdminConsultationsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseState(params), [params]);
  const [searchText, setSearchText] = useState(state.search);
  const [from, setFrom] = useState(state.from);
  const [to, setTo] = useState(state.to);
  const resultsRef = useRef<HTMLDivElement>(null);
  const list = useAppointmentsQuery(stateToQuery(state));

  useEffect(() => {
    setSearchText(state.search);
    setFrom(state.from);
    setTo(state.to);
  }, [state.search, state.from, state.to]);

  const update = (patch: Partial<ConsultationsListState>, keepPage = false) =>
    setParams(stateToParams({ ...state, ...(keepPage ? {} : { page: 1 }), ...patch }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: searchText.trim().slice(0, SEARCH_MAX_LENGTH), from, to });
  };
  const header = (label: string, key: AdminAppointmentSort, defaultOrder: 'asc' | 'desc' = 'desc') => (
    <SortableHeader
      label={label}
      sortKey={key}
      sortBy={state.sortBy}
      sortOrder={state.sortOrder}
      defaultOrder={defaultOrder}
      onSort={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
    />
  );
  const openAppointment = (id: string | null) => update({ appointment: id }, true);
  const answer = list.data;
  const rangeWrong = Boolean(from && to && to < from);

  return (
    <PageShell
      title="Tanácsadások"
      size="xl"
      intro="Minden foglalás egy helyen: szűrés, részletek, lemondás a rendszer nevében, meg nem jelenés és fizetési állapot."
    >
      <SectionCard title="Időpontok">
        <search aria-label="Időpontok szűrése">
          <form onSubmit={onSubmit}>
            <Stack gap="sm">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <ListSearchField
                  placeholder="Tanácsadó vagy kérdező neve, e-mail címe"
                  value={searchText}
                  onChange={setSearchText}
                  maxLength={SEARCH_MAX_LENGTH}
                  flex="2 1 240px"
                />
                <FilterSelect
                  label="Állapot"
                  labels={APPOINTMENT_STATUS_LABELS}
                  value={state.status}
                  onChange={(status) => update({ status })}
                  style={{ flex: '1 1 180px', minWidth: 0 }}
                />
                <FilterSelect
                  label="Fizetés"
                  labels={PAYMENT_STATUS_LABELS}
                  value={state.paymentStatus}
                  onChange={(paymentStatus) => update({ paymentStatus })}
                  style={{ flex: '1 1 150px', minWidth: 0 }}
                />
              </Group>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label="Kezdés napjától"
                  name="from"
                  type="date"
                  value={from}
                  onChange={(event) => setFrom(event.currentTarget.value)}
                  style={{ flex: '1 1 160px', minWidth: 0 }}
                />
                <TextInput
                  label="Kezdés napjáig"
                  name="to"
                  type="date"
                  value={to}
                  error={rangeWrong ? 'A záró nap nem lehet a kezdő nap előtt' : undefined}
                  onChange={(event) => setTo(event.currentTarget.value)}
                  style={{ flex: '1 1 160px', minWidth: 0 }}
                />
                <Button
                  type="submit"
                  disabled={rangeWrong}
                  leftSection={<IconSearch size={18} aria-hidden="true" />}
                >
                  Szűrés
                </Button>
              </Group>
              {state.expert || state.client ? (
                <Group gap="xs">
                  {state.expert ? (
                    <Badge
                      variant="light"
                      size="lg"
                      rightSection={
                        <CloseButton
                          size="xs"
                          aria-label={`Tanácsadó szűrő törlése: ${state.expert.name}`}
                          onClick={() => update({ expert: null })}
                        />
                      }
                    >
                      Tanácsadó: {state.expert.name}
                    </Badge>
                  ) : null}
                  {state.client ? (
                    <Badge
                      variant="light"
                      size="lg"
                      rightSection={
                        <CloseButton
                          size="xs"
                          aria-label={`Kérdező szűrő törlése: ${state.client.name}`}
                          onClick={() => update({ client: null })}
                        />
                      }
                    >
                      Kérdező: {state.client.name}
                    </Badge>
                  ) : null}
                </Group>
              ) : null}
            </Stack>
          </form>
        </search>

        <ResultCount
          ref={resultsRef}
          pending={list.isPending}
          loadingText="Időpontok betöltése…"
          totalCount={answer?.totalCount}
          noun="időpont"
        />

        <ListBody
          query={list}
          errorMessage="Hiba történt az időpontok betöltésekor"
          skeletonRows={6}
          emptyText={
            answer?.totalCount === 0
              ? 'Nincs a szűrésnek megfelelő időpont.'
              : 'Ezen az oldalon nincs találat.'
          }
        >
          {(answer) => (
            <Table.ScrollContainer minWidth={980}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                aria-busy={list.isPlaceholderData || undefined}
                style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
              >
                <Table.Caption>Időpontok, {answer.page}. oldal</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {header('Időpont', 'startTime')}
                    <Table.Th scope="col">Tanácsadó</Table.Th>
                    <Table.Th scope="col">Kérdező</Table.Th>
                    <Table.Th scope="col">Típus</Table.Th>
                    {header('Állapot', 'status', 'asc')}
                    {header('Fizetés', 'paymentStatus', 'asc')}
                    {header('Foglalva', 'createdAt')}
                    <Table.Th scope="col">Műveletek</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.startTime)}–{formatTime(row.endTime)}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          onClick={() => update({ expert: { id: row.expert.id, name: row.expert.name } })}
                          aria-label={`Csak ${row.expert.name} időpontjai`}
                        >
                          {row.expert.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          onClick={() => update({ client: { id: row.client.id, name: row.client.name } })}
                          aria-label={`Csak ${row.client.name} időpontjai`}
                        >
                          {row.client.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.consultationType.name}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[row.status]} variant="light" c="dark.9">
                          {APPOINTMENT_STATUS_LABELS[row.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{PAYMENT_STATUS_LABELS[row.paymentStatus]}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => openAppointment(row.id)}
                          aria-label={`Részletek: ${row.expert.name} – ${row.client.name}, ${formatDateTime(row.startTime)}`}
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
          <ListPagination
            page={state.page}
            totalPages={answer.totalPages}
            onChange={(page) => {
              update({ page }, true);
              resultsRef.current?.focus({ preventScroll: true });
            }}
          />
        ) : null}
      </SectionCard>
      <AppointmentDrawer appointmentId={state.appointment} onClose={() => openAppointment(null)} />
    </PageShell>
  );
}
