import {
  type AdminPayment,
  SUBSCRIPTION_PAYMENT_STATUS_LABELS,
  type SubscriptionPaymentStatus,
} from '@common/api/subscriptions';
import { ERASED_USER_NAME } from '@common/constants';
import { formatDateTime, formatPrice } from '@common/format';
import { Badge, Stack, Text } from '@mantine/core';
import { type DataColumn, DataTable } from '@web/components/data-table';
import { FilterSelect } from '@web/components/filter-select';
import { useState } from 'react';
import { usePaymentsQuery } from '../api/list-payments';
import { AUDIENCE_LABELS, PAGE_SIZE } from '../list-state';

const STATUS_COLORS: Record<SubscriptionPaymentStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'grape',
  disputed: 'pink',
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const COLUMNS: DataColumn<AdminPayment>[] = [
  { header: 'Időpont', cell: (payment) => formatDateTime(payment.createdAt), style: NOWRAP },
  {
    header: 'Felhasználó',
    cell: (payment) => (
      <>
        {payment.userName ?? ERASED_USER_NAME}
        {payment.userEmail ? (
          <Text size="xs" c="dark.6">
            {payment.userEmail}
          </Text>
        ) : null}
      </>
    ),
    style: { overflowWrap: 'anywhere' },
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
        <Badge color={STATUS_COLORS[payment.status]} variant="light" c="dark.9">
          {SUBSCRIPTION_PAYMENT_STATUS_LABELS[payment.status]}
        </Badge>
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
    cell: (payment) => (payment.paidAt ? formatDateTime(payment.paidAt) : '–'),
    style: NOWRAP,
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
        minWidth={860}
        skeletonRows={4}
        state={{ page }}
        onChange={(patch) => setPage(patch.page ?? 1)}
        pagingLabel="Befizetések lapozása"
      />
    </Stack>
  );
}
