import { formatDateTime, formatPrice } from '@common/format';
import { Anchor, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDownloadIssuedInvoiceMutation } from '@web/api/download-invoice';
import { ListPagination } from '@web/components/list-pagination';
import { LoadError } from '@web/components/load-error';
import { useState } from 'react';
import { useMyPaymentsQuery } from '../api/get-my-payments';
import { PaymentStatusBadge } from './payment-status-badge';

/** The caller's payments, newest first, a page at a time. */
export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const payments = useMyPaymentsQuery(page);
  const download = useDownloadIssuedInvoiceMutation();
  const answer = payments.data;

  if (payments.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Fizetések betöltése…">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (payments.isError || !answer) {
    return (
      <LoadError message="Nem sikerült betölteni a fizetéseit." onRetry={() => void payments.refetch()} />
    );
  }
  if (answer.totalCount === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="payments-empty">
        <Text ta="center">Még nincs fizetése. A megvásárolt csomagok itt jelennek meg.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table
          striped
          verticalSpacing="sm"
          data-testid="payment-history"
          aria-busy={payments.isPlaceholderData || undefined}
        >
          <Table.Caption>Fizetések, {answer.page}. oldal</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Dátum</Table.Th>
              <Table.Th scope="col">Csomag</Table.Th>
              <Table.Th scope="col">Összeg</Table.Th>
              <Table.Th scope="col">Állapot</Table.Th>
              <Table.Th scope="col">Számla</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.data.map((payment) => (
              <Table.Tr key={payment.id} data-testid="payment-row">
                <Table.Td>{formatDateTime(payment.paidAt ?? payment.createdAt)}</Table.Td>
                <Table.Td>
                  {payment.packageName} ({payment.days} nap)
                </Table.Td>
                <Table.Td>{formatPrice(payment.amountHuf)}</Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={payment.status} />
                </Table.Td>
                <Table.Td>
                  {payment.invoices.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {payment.invoices.map((invoice) =>
                        invoice.pdfAvailable ? (
                          <Anchor
                            key={invoice.id}
                            component="button"
                            type="button"
                            size="sm"
                            onClick={() =>
                              download.mutate({ invoice, reversal: invoice.kind === 'reversal' })
                            }
                          >
                            {invoice.kind === 'reversal' ? 'Sztornó' : 'Számla'} {invoice.number} (PDF)
                          </Anchor>
                        ) : (
                          <Text key={invoice.id} size="sm" c="dimmed">
                            {invoice.status === 'failed' ? 'A számla kiállítása késik' : 'Kiállítás alatt'}
                          </Text>
                        ),
                      )}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        page={page}
        totalPages={answer.totalPages}
        onChange={setPage}
        label="Fizetések lapozása"
      />
    </Stack>
  );
}
