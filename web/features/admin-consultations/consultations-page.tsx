import {
  type AdminAppointment,
  type AdminAppointmentSort,
  APPOINTMENT_STATUS_LABELS,
} from '@common/api/admin-appointments';
import { consultationPaymentsApi } from '@common/api/consultation-payments';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { formatDateTime, formatPrice } from '@common/format';
import { Anchor, Badge, CloseButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type DataColumn, DataTable, RowAction } from '@web/components/data-table';
import { useUrlListState } from '@web/components/data-table-params';
import { DateRangeFilterForm } from '@web/components/date-range-filter';
import { type ListFilter, ListFilterSelects } from '@web/components/filter-select';
import { ListSearchField } from '@web/components/list-search';
import { MonthlyMoneySummary } from '@web/components/money-summary';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { StatusBadge } from '@web/components/status-badge';
import { DateTimeText } from '@web/components/table-text';
import { useEffect, useState } from 'react';
import { useAppointmentsQuery } from './api/list-appointments';
import { AppointmentDrawer } from './components/appointment-drawer';
import {
  type ConsultationsListState,
  parseState,
  SEARCH_MAX_LENGTH,
  STATUS_TONES,
  stateToParams,
  stateToQuery,
} from './list-state';

type Party = 'expert' | 'client';
const PARTIES = [
  { side: 'expert', label: 'Tanácsadó' },
  { side: 'client', label: 'Kérdező' },
] as const;

const FILTERS: ListFilter<ConsultationsListState>[] = [
  { key: 'status', label: 'Állapot', labels: APPOINTMENT_STATUS_LABELS, flex: '1 1 180px' },
  { key: 'paymentStatus', label: 'Fizetés', labels: PAYMENT_STATUS_LABELS, flex: '1 1 150px' },
];

/**
 * /admin/tanacsadasok: every appointment, filtered (party, status, payment status, days), searched,
 * sorted and paged by the server, with the fee and commission of those paid through the portal; details
 * and the admin actions (cancel as the system, no-show, payment status, refund) in a drawer
 * (`?idopont=<id>`); the month's money summary above.
 */
export default function AdminConsultationsPage() {
  const { state, update } = useUrlListState(parseState, stateToParams);
  const [searchText, setSearchText] = useState(state.search);
  const list = useAppointmentsQuery(stateToQuery(state));

  useEffect(() => setSearchText(state.search), [state.search]);

  const openAppointment = (id: string | null) => update({ appointment: id }, true);
  const setParty = (side: Party, who: { id: string; name: string } | null) =>
    update(side === 'expert' ? { expert: who } : { client: who });
  // A party's name in a row filters the list to their appointments.
  const party = (side: Party, row: AdminAppointment) => {
    const { id, name } = row[side];
    const role = side === 'expert' ? 'tanácsadó' : 'kérdező';
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => setParty(side, { id, name })}
        aria-label={`Csak ${name} (${role}) időpontjai`}
      >
        {name}
      </Anchor>
    );
  };
  const columns: DataColumn<AdminAppointment, AdminAppointmentSort>[] = [
    {
      header: 'Időpont',
      sortKey: 'startTime',
      firstOrder: 'desc',
      cell: (row) => <DateTimeText value={row.startTime} end={row.endTime} />,
    },
    // Both parties in one column (the adviser first): so the table fits a 1280 px screen with long names.
    {
      header: 'Tanácsadó / kérdező',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          {party('expert', row)}
          {party('client', row)}
        </Stack>
      ),
    },
    { header: 'Típus', cell: (row) => row.consultationType.name },
    {
      header: 'Állapot',
      sortKey: 'status',
      cell: (row) => (
        <StatusBadge tone={STATUS_TONES[row.status]}>{APPOINTMENT_STATUS_LABELS[row.status]}</StatusBadge>
      ),
    },
    // The fee and the commission under the payment status: a column of their own would not fit 1280 px.
    {
      header: 'Fizetés',
      sortKey: 'paymentStatus',
      cell: (row) => (
        <Stack gap={0} align="flex-start">
          <span>{PAYMENT_STATUS_LABELS[row.paymentStatus]}</span>
          {row.payment ? (
            <>
              <Text span size="sm" fw={600}>
                <VisuallyHidden>díj: </VisuallyHidden>
                {formatPrice(row.payment.amountHuf)}
              </Text>
              <Text span size="xs" c="dark.6">
                jutalék {formatPrice(row.payment.feeHuf)}
              </Text>
              {row.payment.refundedHuf > 0 ? (
                <Text span size="xs" c="dark.6">
                  visszatérítve {formatPrice(row.payment.refundedHuf)}
                </Text>
              ) : null}
            </>
          ) : null}
        </Stack>
      ),
    },
    {
      header: 'Foglalva',
      sortKey: 'createdAt',
      firstOrder: 'desc',
      cell: (row) => <DateTimeText value={row.createdAt} />,
    },
  ];

  return (
    <PageShell
      title="Tanácsadások"
      size="xl"
      intro="Minden foglalás egy helyen: szűrés, részletek, lemondás a rendszer nevében, meg nem jelenés, fizetési állapot és visszatérítés."
    >
      <MonthlyMoneySummary
        endpoint={consultationPaymentsApi.adminSummary}
        title="Havi összesítő"
        labels={{ grossHuf: 'Bruttó forgalom', netHuf: 'Nettó (tanácsadóknak)' }}
        note="A portálon fizetett tanácsadások, a fizetés hónapja szerint. A platformjutalék a visszatérített díjak arányában csökken; a nettó a tanácsadóké."
      />
      <SectionCard title="Időpontok">
        <DateRangeFilterForm
          label="Időpontok szűrése"
          applied={state}
          fromLabel="Kezdés napjától"
          toLabel="Kezdés napjáig"
          onSubmit={(days) => update({ search: searchText.trim().slice(0, SEARCH_MAX_LENGTH), ...days })}
          below={
            state.expert || state.client ? (
              <Group gap="xs">
                {PARTIES.map(({ side, label }) => {
                  const who = state[side];
                  return who ? (
                    <Badge
                      key={side}
                      variant="light"
                      size="lg"
                      rightSection={
                        <CloseButton
                          size="xs"
                          aria-label={`${label} szűrő törlése: ${who.name}`}
                          onClick={() => setParty(side, null)}
                        />
                      }
                    >
                      {label}: {who.name}
                    </Badge>
                  ) : null;
                })}
              </Group>
            ) : null
          }
        >
          <ListSearchField
            placeholder="Tanácsadó vagy kérdező neve, e-mail címe"
            value={searchText}
            onChange={setSearchText}
            maxLength={SEARCH_MAX_LENGTH}
            flex="2 1 240px"
          />
          <ListFilterSelects filters={FILTERS} state={state} update={update} />
        </DateRangeFilterForm>

        <DataTable
          query={list}
          columns={columns}
          caption="Időpontok"
          noun="időpont"
          loadingText="Időpontok betöltése…"
          errorMessage="Hiba történt az időpontok betöltésekor"
          emptyText="Nincs a szűrésnek megfelelő időpont."
          state={state}
          onChange={update}
          actions={(row) => (
            <RowAction
              label="Részletek"
              name={`${row.expert.name} – ${row.client.name}, ${formatDateTime(row.startTime)}`}
              onClick={() => openAppointment(row.id)}
            />
          )}
        />
      </SectionCard>
      <AppointmentDrawer appointmentId={state.appointment} onClose={() => openAppointment(null)} />
    </PageShell>
  );
}
