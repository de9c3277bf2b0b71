import { AUDIENCE_LABELS } from '@common/api/admin-billing';
import {
  type AdminPayment,
  SUBSCRIPTION_PAYMENT_STATUS_LABELS,
  type SubscriptionPaymentStatus,
} from '@common/api/subscriptions';
import { ERASED_USER_NAME } from '@common/constants';
import { formatPrice } from '@common/format';
import { Stack, Text } from '@mantine/core';
import { type DataColumn, DataTable } from '@web/components/data-table';
import { FilterSelect } from '@web/components/filter-select';
import { type BadgeTone, StatusBadge } from '@web/components/status-badge';
import { DateTimeText, EmailText } from '@web/components/table-text';
import { useState } from 'react';
import { usePaymentsQuery } from '../api/list-payments';
import { PAGE_SIZE } from '../list-state';

const STATUS_TONES: Record<SubscriptionPaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'positive',
  failed: 'negative',
  cancelled: 'neutral',
  refunded: 'accent',
  disputed: 'negative',
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const COLUMNS: DataColumn<AdminPayment>[] = [
  { header: 'Időpont', cell: (payment) => <DateTimeText value={payment.createdAt} /> },
  {
    header: 'Felhasználó',
    cell: (payment) => (
      <>
        {payment.userName ?? ERASED_USER_NAME}
        {payment.userEmail ? (
          <Text size="xs" c="dark.6">
            <EmailText email={payment.userEmail} />
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Csomag',
    cell: (payment) => `${payment.packageName} (${AUDIENCE_LABELS[payment.audience]}, ${payment.days} nap)`,
  },
  { header: 'Összeg', cell: (payment) => formatPrice(payment.amountHuf), style: NOWRAP },
  {
    header: 'Állapot',
    cell: (payment) => (
      <>
        <StatusBadge tone={STATUS_TONES[payment.status]}>
          {SUBSCRIPTION_PAYMENT_STATUS_LABELS[payment.status]}
        </StatusBadge>
        {payment.provider === 'demo' ? (
          <Text size="xs" c="dark.6">
            tesztfizetés
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Fizetve',
    cell: (payment) => (payment.paidAt ? <DateTimeText value={payment.paidAt} /> : '–'),
  },
];

/** "Befizetések": the payments of the checkout module, newest first. */
export function PaymentsTab() {
  const [status, setStatus] = useState<SubscriptionPaymentStatus | null>(null);
  const [page, setPage] = useState(1);
  const payments = usePaymentsQuery({ page, limit: PAGE_SIZE, status: status ?? undefined });

  return (
    <Stack gap="md">
      <FilterSelect
        label="Állapot"
        labels={SUBSCRIPTION_PAYMENT_STATUS_LABELS}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        w={200}
      />
      <DataTable
        query={payments}
        columns={COLUMNS}
        caption="Befizetések"
        noun="befizetés"
        loadingText="Befizetések betöltése…"
        errorMessage="Nem sikerült betölteni a befizetéseket."
        emptyText={<>Még nincs befizetés{status ? ' ezzel az állapottal' : ''}.</>}
        skeletonRows={4}
        state={{ page }}
        onChange={(patch) => setPage(patch.page ?? 1)}
        pagingLabel="Befizetések lapozása"
      />
    </Stack>
  );
}
