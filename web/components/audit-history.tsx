import type { AuditEntry } from '@common/api/admin';
import { formatDateTime } from '@common/format';
import { Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useId, useState } from 'react';
import { DrawerSection } from './detail-drawer';
import { ListPagination } from './list-pagination';
import { LoadError } from './load-error';

/** What an admin did, in words (the audit_log actions); an unknown action shows as it is stored. */
const ACTION_LABELS: Record<string, string> = {
  'user.disable': 'Fiók letiltása',
  'user.enable': 'Fiók engedélyezése',
  'user.role': 'Szerepkör módosítása',
  'user.resend_verification': 'Megerősítő kód újraküldése',
  'user.password_reset': 'Jelszó-visszaállítási kód küldése',
  'user.erase': 'Személyes adatok törlése (GDPR)',
  'account.export': 'Adatcsomag kérése (saját)',
  'account.delete_requested': 'Fiók törlésének kérése (saját)',
  'account.delete_cancelled': 'Fióktörlés visszavonva (bejelentkezés)',
  'account.erase': 'Fiók törlése saját kérésre (GDPR)',
  'user.profile': 'Profil módosítása',
  'adviser.activate': 'Tanácsadói fiók aktiválása',
  'adviser.deactivate': 'Tanácsadói fiók deaktiválása',
  'adviser.approve_activation': 'Aktiválási kérelem jóváhagyása',
  'adviser.decline_activation': 'Aktiválási kérelem elutasítása',
  'adviser.create': 'Tanácsadói fiók létrehozása',
  'adviser.delete': 'Tanácsadói fiók törlése',
  'subscription.adjust': 'Előfizetés módosítása',
  'appointment.cancel': 'Lemondás a rendszer nevében',
  'appointment.no_show': 'Megjelölés: nem jelent meg',
  'appointment.payment_status': 'Fizetési állapot módosítása',
};

const FIELD_LABELS: Record<string, string> = {
  active: 'Aktív',
  expirationDate: 'Lejárat',
  activationRequest: 'Aktiválási kérelem',
  activationRequestDate: 'Kérelem dátuma',
  role: 'Szerepkör',
  disabledAt: 'Letiltva',
  name: 'Név',
  email: 'E-mail cím',
  reason: 'Indok',
  erasedAt: 'Törölve',
  deletionRequestedAt: 'Törlés kérve',
  scheduledFor: 'Törlés időpontja',
  exportId: 'Adatcsomag azonosító',
  userId: 'Felhasználó azonosító',
  subscriptionStatus: 'Előfizetés állapota',
  days: 'Napok',
  status: 'Állapot',
  paymentStatus: 'Fizetési állapot',
};

const ROLE_LABELS: Record<string, string> = {
  admin: 'Adminisztrátor',
  tanacsado: 'Tanácsadó',
  kerdezo: 'Kérdező',
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'igen' : 'nem';
  if (typeof value === 'string') {
    if (field === 'role') return ROLE_LABELS[value] ?? value;
    return ISO_DATE.test(value) ? formatDateTime(value) : value;
  }
  return JSON.stringify(value);
}

const fieldsOf = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The changed fields of one entry: "Aktív: nem → igen", "Indok: …". */
function changes(entry: AuditEntry): string[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const label = FIELD_LABELS[key] ?? key;
    const hadBefore = key in before;
    const hasAfter = key in after;
    if (hadBefore && hasAfter) {
      const from = formatValue(key, before[key]);
      const to = formatValue(key, after[key]);
      return from === to ? [] : [`${label}: ${from} → ${to}`];
    }
    return [`${label}: ${formatValue(key, hasAfter ? after[key] : before[key])}`];
  });
}

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
              {ACTION_LABELS[entry.action] ?? entry.action}
            </Text>
          }
        >
          <Text size="sm" c="dark.6">
            {formatDateTime(entry.createdAt)} · {entry.actor ? entry.actor.name : 'Rendszer'}
          </Text>
          {changes(entry).map((line) => (
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
 * of GET /api/admin/users/{id}/audit. The query key starts with the screen's `keyPrefix`, so the
 * screen's changes (which invalidate that prefix) refresh the history too.
 */
export function UserAuditSection({ userId, keyPrefix }: { userId: string; keyPrefix: readonly unknown[] }) {
  const [page, setPage] = useState(1);
  const titleId = useId();
  const audit = useQuery({
    queryKey: [...keyPrefix, 'audit', userId, page],
    queryFn: ({ signal }) =>
      api.request<AuditPage>(`/api/admin/users/${encodeURIComponent(userId)}/audit`, {
        query: { page, limit: AUDIT_PAGE_SIZE },
        signal,
        errorMessage: 'Nem sikerült betölteni az előzményeket.',
      }),
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

interface AuditPage {
  success: true;
  data: AuditEntry[];
  page: number;
  totalPages: number;
  totalCount: number;
}
