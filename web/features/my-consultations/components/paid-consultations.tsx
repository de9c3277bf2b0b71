import type { MyConsultationPayment } from '@common/api/consultation-payments';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { formatDateTime, formatPrice } from '@common/format';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { type DataColumn, DataTable } from '@web/components/data-table';
import { SectionCard } from '@web/components/section-card';
import { useState } from 'react';
import { usePaidConsultationsQuery } from '../api/get-paid-consultations';
import { statusBadge } from '../lib/appointment-status';

type PaidRow = MyConsultationPayment & { id: string };

const COLUMNS: DataColumn<PaidRow>[] = [
  {
    header: 'Időpont',
    cell: (row) => (
      <>
        {formatDateTime(row.startTime)}
        <Text size="xs" c="dimmed">
          {statusBadge(row.status).label}
        </Text>
      </>
    ),
  },
  {
    header: 'Tanácsadó',
    cell: (row) => (
      <>
        {row.adviserName}
        <Text size="xs" c="dimmed">
          {row.typeName}
        </Text>
      </>
    ),
  },
  { header: 'Díj', cell: (row) => formatPrice(row.amountHuf), style: { whiteSpace: 'nowrap' } },
  {
    header: 'Fizetés',
    cell: (row) => (
      <>
        <span data-testid="paid-consultation-status">{PAYMENT_STATUS_LABELS[row.paymentStatus]}</span>
        {row.refundedHuf > 0 ? (
          <Text size="xs" c="dimmed">
            Visszatérítve: {formatPrice(row.refundedHuf)}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Nyugta',
    cell: (row) =>
      row.receiptUrl ? (
        <Anchor href={row.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm">
          Nyugta
          <VisuallyHidden> ({formatDateTime(row.startTime)}, új lapon nyílik meg)</VisuallyHidden>
        </Anchor>
      ) : (
        '—'
      ),
  },
];

/**
 * The asker's payment history: every consultation paid through the portal, cancelled and refunded ones
 * too (the lists above leave cancelled bookings out), with its receipt. Shown once there is one.
 */
export function PaidConsultations() {
  const [page, setPage] = useState(1);
  const paid = usePaidConsultationsQuery(page);
  if (paid.data?.totalCount === 0) return null;
  return (
    <SectionCard title="Fizetett tanácsadások" testId="paid-consultations">
      <DataTable
        query={paid}
        columns={COLUMNS}
        caption="Fizetett tanácsadások"
        noun="fizetett tanácsadás"
        loadingText="Fizetett tanácsadások betöltése…"
        errorMessage="Nem sikerült betölteni a fizetett tanácsadásait."
        emptyText="Még nincs fizetett tanácsadása."
        minWidth={640}
        skeletonRows={2}
        state={{ page }}
        onChange={(patch) => setPage(patch.page ?? 1)}
        pagingLabel="Fizetett tanácsadások lapozása"
      />
    </SectionCard>
  );
}
