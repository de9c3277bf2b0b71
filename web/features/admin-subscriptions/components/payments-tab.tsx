import { AUDIENCE_LABELS } from '@common/api/admin-billing';
import {
  type AdminPayment,
  SUBSCRIPTION_PAYMENT_STATUS_LABELS,
  type SubscriptionPaymentStatus,
} from '@common/api/subscriptions';
import { ERASED_USER_NAME } from '@common/constants';
import { formatPrice } from '@common/format';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useDownloadIssuedInvoiceMutation } from '@web/api/download-invoice';
import { type DataColumn, DataTable } from '@web/components/data-table';
import { FilterSelect } from '@web/components/filter-select';
import { type BadgeTone, StatusBadge } from '@web/components/status-badge';
import { DateTimeText, EmailText } from '@web/components/table-text';
import { useState } from 'react';
import { usePaymentsQuery } from '../api/list-payments';
import { useRetryPaymentInvoiceMutation } from '../api/retry-invoice';
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

/** The platform's invoices of a payment: downloads, or why issuing failed with a retry. */
function PaymentInvoices({ payment }: { payment: AdminPayment }) {
  const download = useDownloadIssuedInvoiceMutation();
  const retry = useRetryPaymentInvoiceMutation();
  if (payment.invoices.length === 0) return <>–</>;
  return (
    <Stack gap={4}>
      {payment.invoices.map((invoice) => {
        const name = invoice.kind === 'reversal' ? 'Sztornó' : 'Számla';
        if (invoice.status === 'issued')
          return (
            <Anchor
              key={invoice.id}
              component="button"
              type="button"
              size="sm"
              onClick={() => download.mutate({ invoice, reversal: invoice.kind === 'reversal' })}
            >
              {name} {invoice.number} (PDF)
            </Anchor>
          );
        if (invoice.status === 'pending')
          return (
            <Text key={invoice.id} size="sm">
              {name}: kiállítás alatt
            </Text>
          );
        return (
          <Stack key={invoice.id} gap={2} align="flex-start">
            <Text size="sm" c="red.9">
              {name}: sikertelen{invoice.lastError ? ` – ${invoice.lastError}` : ''}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              loading={retry.isPending && retry.variables === invoice.id}
              onClick={() => retry.mutate(invoice.id)}
            >
              Újrapróbálás
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
}

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
  { header: 'Számla', cell: (payment) => <PaymentInvoices payment={payment} /> },
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
