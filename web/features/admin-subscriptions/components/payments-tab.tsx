import {
  SUBSCRIPTION_PAYMENT_STATUS_LABELS,
  type SubscriptionPaymentStatus,
} from '@common/api/subscriptions';
import { ERASED_USER_NAME } from '@common/constants';
import { formatDateTime, formatPrice } from '@common/format';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { FilterSelect } from '@web/components/filter-select';
import { ListBody } from '@web/components/list-body';
import { ListPagination } from '@web/components/list-pagination';
import { ResultCount } from '@web/components/result-count';
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

/** "Befizetések": the payments of the checkout module, newest first. */
export function PaymentsTab() {
  const [status, setStatus] = useState<SubscriptionPaymentStatus | null>(null);
  const [page, setPage] = useState(1);
  const payments = usePaymentsQuery({ page, limit: PAGE_SIZE, status: status ?? undefined });
  const answer = payments.data;

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
        style={{ width: 200 }}
      />
      <ResultCount
        pending={payments.isPending}
        loadingText="Befizetések betöltése…"
        totalCount={answer?.totalCount}
        noun="befizetés"
      />
      <ListBody
        query={payments}
        errorMessage="Nem sikerült betölteni a befizetéseket."
        skeletonRows={4}
        emptyText={<>Még nincs befizetés{status ? ' ezzel az állapottal' : ''}.</>}
      >
        {(answer) => (
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm" aria-busy={payments.isPlaceholderData || undefined}>
              <Table.Caption>Befizetések, {answer.page}. oldal</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Időpont</Table.Th>
                  <Table.Th scope="col">Felhasználó</Table.Th>
                  <Table.Th scope="col">Csomag</Table.Th>
                  <Table.Th scope="col">Összeg</Table.Th>
                  <Table.Th scope="col">Állapot</Table.Th>
                  <Table.Th scope="col">Fizetve</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {payment.userName ?? ERASED_USER_NAME}
                      {payment.userEmail ? (
                        <Text size="xs" c="dark.6">
                          {payment.userEmail}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {payment.packageName} ({AUDIENCE_LABELS[payment.audience]}, {payment.days} nap)
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(payment.amountHuf)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[payment.status]} variant="light" c="dark.9">
                        {SUBSCRIPTION_PAYMENT_STATUS_LABELS[payment.status]}
                      </Badge>
                      {payment.provider === 'demo' ? (
                        <Text size="xs" c="dark.6">
                          tesztfizetés
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {payment.paidAt ? formatDateTime(payment.paidAt) : '–'}
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
          page={page}
          totalPages={answer.totalPages}
          onChange={setPage}
          label="Befizetések lapozása"
        />
      ) : null}
    </Stack>
  );
}
