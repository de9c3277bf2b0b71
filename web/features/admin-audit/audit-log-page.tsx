import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_TYPE_LABELS,
  type AuditEntityType,
  type AuditLogEntry,
  SYSTEM_ACTOR,
} from '@common/api/admin-audit';
import { ROLE_LABELS } from '@common/constants';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { auditActionLabel, auditChanges } from '@web/components/audit-history';
import { type DataColumn, DataTable } from '@web/components/data-table';
import { useUrlListState } from '@web/components/data-table-params';
import { DateRangeFilterForm } from '@web/components/date-range-filter';
import { type ListFilter, ListFilterSelects } from '@web/components/filter-select';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { DateTimeText } from '@web/components/table-text';
import { Link } from 'react-router';
import { useAuditActorsQuery } from './api/list-audit-actors';
import { useAuditLogQuery } from './api/list-audit-log';
import { type AuditLogListState, parseState, stateToParams, stateToQuery } from './list-state';

const ANYONE = 'all';

const FILTERS: ListFilter<AuditLogListState>[] = [
  { key: 'entityType', label: 'Rekord', labels: AUDIT_ENTITY_TYPE_LABELS, flex: '1 1 180px' },
  { key: 'action', label: 'Művelet', labels: AUDIT_ACTION_LABELS, flex: '2 1 240px' },
];

/** The screen that shows the record (its drawer), when it has one. */
function recordLink(entry: AuditLogEntry): string | null {
  const id = encodeURIComponent(entry.entityId);
  const userId = entry.subject?.userId ? encodeURIComponent(entry.subject.userId) : null;
  switch (entry.entityType as AuditEntityType) {
    case 'user':
      return `/admin/felhasznalok?user=${id}`;
    case 'adviser':
      return `/admin/tanacsadok?adviser=${id}`;
    case 'asker':
      return userId ? `/admin/felhasznalok?user=${userId}` : null;
    case 'appointment':
      return `/admin/tanacsadasok?idopont=${id}`;
    default:
      return null;
  }
}

function Subject({ entry }: { entry: AuditLogEntry }) {
  const kind = (AUDIT_ENTITY_TYPE_LABELS as Record<string, string>)[entry.entityType] ?? entry.entityType;
  const link = entry.subject ? recordLink(entry) : null;
  return (
    <>
      <Text size="xs" c="dark.6">
        {kind}
      </Text>
      {entry.subject ? (
        link ? (
          <Anchor component={Link} to={link} size="sm">
            {entry.subject.name}
          </Anchor>
        ) : (
          entry.subject.name
        )
      ) : null}
    </>
  );
}

const COLUMNS: DataColumn<AuditLogEntry>[] = [
  { header: 'Időpont', cell: (entry) => <DateTimeText value={entry.createdAt} /> },
  { header: 'Ki', cell: (entry) => entry.actor?.name ?? 'Rendszer' },
  { header: 'Művelet', cell: (entry) => auditActionLabel(entry.action), strong: true },
  { header: 'Érintett', cell: (entry) => <Subject entry={entry} /> },
  {
    header: 'Változás',
    cell: (entry) => {
      const lines = auditChanges(entry);
      if (lines.length === 0) return '–';
      return (
        <Stack gap={2}>
          {lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      );
    },
    // A long word (an id) may break rather than widen the table; the words of a reason wrap as usual.
    style: { overflowWrap: 'break-word', minWidth: 200 },
  },
];

/**
 * /admin/valtozasnaplo: the whole audit log (who changed what, when), newest first, filtered by who,
 * what (kind of record, action) and when, paged by the server; the state lives in the URL. The records'
 * own histories stay in their drawers.
 */
export default function AdminAuditLogPage() {
  const { state, update } = useUrlListState(parseState, stateToParams);
  const log = useAuditLogQuery(stateToQuery(state));
  const actors = useAuditActorsQuery();

  const actorChoices = [
    { value: ANYONE, label: 'Bárki' },
    { value: SYSTEM_ACTOR, label: 'Rendszer (automatikus)' },
    ...(actors.data ?? []).map((actor) => ({
      value: actor.id,
      label: `${actor.name} (${ROLE_LABELS[actor.role]}, ${actor.email})`,
    })),
  ];

  return (
    <PageShell
      title="Változásnapló"
      size="xl"
      intro="Ki, mit és mikor módosított a portálon: az adminisztrátorok műveletei, a felhasználók saját fiókkérései és a rendszer automatikus változásai."
    >
      <SectionCard title="Bejegyzések">
        <DateRangeFilterForm
          label="Változásnapló szűrése"
          applied={state}
          fromLabel="Naptól"
          toLabel="Napig"
          onSubmit={update}
        >
          <Select
            label="Ki"
            data={actorChoices}
            value={state.actor ?? ANYONE}
            onChange={(value) => update({ actor: value && value !== ANYONE ? value : null })}
            allowDeselect={false}
            searchable
            nothingFoundMessage="Nincs ilyen végrehajtó"
            style={{ flex: '2 1 240px', minWidth: 0 }}
          />
          <ListFilterSelects filters={FILTERS} state={state} update={update} />
        </DateRangeFilterForm>

        <DataTable
          query={log}
          columns={COLUMNS}
          caption="Változásnapló"
          noun="bejegyzés"
          loadingText="Változásnapló betöltése…"
          errorMessage="Nem sikerült betölteni a változásnaplót."
          emptyText="Nincs a szűrésnek megfelelő bejegyzés."
          state={state}
          onChange={update}
          pagingLabel="Változásnapló lapozása"
        />
      </SectionCard>
    </PageShell>
  );
}
