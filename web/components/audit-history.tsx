import { type AuditEntry, adminApi } from '@common/api/admin';
import { APPOINTMENT_STATUS_LABELS } from '@common/api/admin-appointments';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS } from '@common/api/admin-audit';
import { AUDIENCE_LABELS, SUBSCRIPTION_ROW_STATUS_LABELS } from '@common/api/admin-billing';
import { OPERATOR_FIELDS, type OperatorField } from '@common/api/settings';
import { SUBSCRIPTION_PAYMENT_STATUS_LABELS } from '@common/api/subscriptions';
import { NO_SHOW_PARTY_LABELS, PAYMENT_STATUS_LABELS, ROLE_LABELS } from '@common/constants';
import { formatDateTime, formatNumber, formatPrice } from '@common/format';
import { Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { useId, useState } from 'react';
import { DrawerSection } from './detail-drawer';
import { ListPagination } from './list-pagination';
import { LoadError } from './load-error';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The Hungarian words of the stored enum values, by field: the label maps the screens already use. A
 * `status` means an appointment's or a payment's state, by the entry's kind of record.
 */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: ROLE_LABELS,
  audience: AUDIENCE_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  subscriptionStatus: SUBSCRIPTION_ROW_STATUS_LABELS,
  noShowBy: NO_SHOW_PARTY_LABELS,
};
const STATUS_LABELS_BY_ENTITY: Record<string, Record<string, string>> = {
  appointment: APPOINTMENT_STATUS_LABELS,
  payment: SUBSCRIPTION_PAYMENT_STATUS_LABELS,
};

/** Numbers with their unit. */
const UNITS: Record<string, (n: number) => string> = {
  days: (n) => `${n} nap`,
  daysTakenBack: (n) => `${n} nap`,
  durationMinutes: (n) => `${n} perc`,
  priceHuf: formatPrice,
  refundedHuf: formatPrice,
  defaultMinNoticeHours: (n) => `${n} óra`,
  defaultBufferMinutes: (n) => `${n} perc`,
  defaultMaxAdvanceDays: (n) => `${n} nap`,
  defaultCancelDeadlineHours: (n) => `${n} óra`,
};

const fieldLabel = (field: string) => {
  const [parent, child] = field.split('.');
  if (parent === 'operator' && child) {
    return `${AUDIT_FIELD_LABELS.operator}: ${OPERATOR_FIELDS[child as OperatorField] ?? child}`;
  }
  return AUDIT_FIELD_LABELS[field] ?? field;
};

/** One stored value in words: enum values by their label, dates in Hungarian, numbers with units. */
function formatValue(entityType: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'igen' : 'nem';
  if (typeof value === 'number') return UNITS[field]?.(value) ?? formatNumber(value);
  if (Array.isArray(value)) {
    if (field === 'reminderOffsetsMinutes') return value.map((m) => `${m} perc`).join(', ') || '–';
    return value.map((item) => formatValue(entityType, '', item)).join(', ');
  }
  if (typeof value === 'string') {
    const labels = field === 'status' ? STATUS_LABELS_BY_ENTITY[entityType] : VALUE_LABELS[field];
    const label = labels?.[value];
    if (label) return label;
    return ISO_DATE.test(value) ? formatDateTime(value) : value;
  }
  return JSON.stringify(value);
}

const fieldsOf = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The values of an entry with nested objects (the operator's data) flattened to "operator.companyName". */
function flatFields(value: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fieldsOf(value)).flatMap(([key, field]) =>
      field && typeof field === 'object' && !Array.isArray(field)
        ? Object.entries(field as Record<string, unknown>).map(([inner, v]) => [`${key}.${inner}`, v])
        : [[key, field]],
    ),
  );
}

/** The changed fields of one entry, in Hungarian: "Fizetési állapot: Nincs fizetés → Fizetve", "Indok: …". */
export function auditChanges(entry: Pick<AuditEntry, 'entityType' | 'before' | 'after'>): string[] {
  const before = flatFields(entry.before);
  const after = flatFields(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const value = (key: string, v: unknown) => formatValue(entry.entityType, key.split('.').pop() ?? key, v);
  return keys.flatMap((key) => {
    const label = fieldLabel(key);
    const hadBefore = key in before;
    const hasAfter = key in after;
    if (hadBefore && hasAfter) {
      const from = value(key, before[key]);
      const to = value(key, after[key]);
      return from === to ? [] : [`${label}: ${from} → ${to}`];
    }
    return [`${label}: ${value(key, hasAfter ? after[key] : before[key])}`];
  });
}

/** What was done, in words; an action unknown to this version of the page shows as it is stored. */
export const auditActionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** Audit entries as a timeline (newest first): who did what, when, and what changed. */
export function AuditTimeline({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <Text size="sm">Még nem történt adminisztrátori módosítás.</Text>;
  return (
    <Timeline bulletSize={22} lineWidth={2} active={-1}>
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          bullet={<IconHistory size={12} aria-hidden="true" />}
          title={
            <Text fw={600} size="sm">
              {auditActionLabel(entry.action)}
            </Text>
          }
        >
          <Text size="sm" c="dark.6">
            {formatDateTime(entry.createdAt)} · {entry.actor ? entry.actor.name : 'Rendszer'}
          </Text>
          {auditChanges(entry).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

const AUDIT_PAGE_SIZE = 10;

/**
 * "Előzmények" of a user (their account and their adviser/asker data): the section loads its own pages
 * of GET /api/admin/users/{id}/audit. Its key lies under /api/admin/users, so the screens' changes
 * (which invalidate that resource) refresh the history too.
 */
export function UserAuditSection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const titleId = useId();
  const audit = useQuery({
    ...endpointQuery(
      adminApi.userAudit,
      { params: { id: userId }, query: { page, limit: AUDIT_PAGE_SIZE } },
      { errorMessage: 'Nem sikerült betölteni az előzményeket.' },
    ),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <DrawerSection titleId={titleId} title="Előzmények">
      {audit.isPending ? (
        <Stack gap="sm" aria-label="Előzmények betöltése…">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : audit.isError || !audit.data ? (
        <LoadError message="Nem sikerült betölteni az előzményeket." onRetry={() => void audit.refetch()} />
      ) : (
        <Stack gap="md">
          <AuditTimeline entries={audit.data.data} />
          <ListPagination
            page={page}
            totalPages={audit.data.totalPages}
            onChange={setPage}
            label="Előzmények lapozása"
          />
        </Stack>
      )}
    </DrawerSection>
  );
}
