import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { formatDateTime, formatPrice } from '@common/format';
import { Anchor, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ListPagination } from '@web/components/list-pagination';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import { useState } from 'react';
import { usePaidConsultationsQuery } from '../api/get-paid-consultations';
import { statusBadge } from '../lib/appointment-status';

/**
 * The asker's payment history: every consultation paid through the portal, cancelled and refunded ones
 * too (the lists above leave cancelled bookings out), with its receipt. Shown once there is one.
 */
export function PaidConsultations() {
  const [page, setPage] = useState(1);
  const paid = usePaidConsultationsQuery(page);
  const answer = paid.data;

  if (paid.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Fizetett tanácsadások betöltése…">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (paid.isError || !answer) {
    return (
      <LoadError
        message="Nem sikerült betölteni a fizetett tanácsadásait."
        onRetry={() => void paid.refetch()}
      />
    );
  }
  if (answer.totalCount === 0) return null;
  return (
    <SectionCard title="Fizetett tanácsadások">
      <Stack gap="sm">
        {/* Narrower than the table, it scrolls sideways: focusable, so a keyboard can scroll it too. */}
        <Table.ScrollContainer
          type="native"
          minWidth={640}
          pos="relative"
          tabIndex={0}
          role="region"
          aria-label="Fizetett tanácsadások táblázata"
        >
          <Table
            striped
            verticalSpacing="sm"
            data-testid="paid-consultations"
            aria-busy={paid.isPlaceholderData || undefined}
          >
            <Table.Caption>Fizetett tanácsadások, {answer.page}. oldal</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Időpont</Table.Th>
                <Table.Th scope="col">Tanácsadó</Table.Th>
                <Table.Th scope="col">Díj</Table.Th>
                <Table.Th scope="col">Fizetés</Table.Th>
                <Table.Th scope="col">Nyugta</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.data.map((row) => (
                <Table.Tr key={row.appointmentId} data-testid="paid-consultation">
                  <Table.Td>
                    <Text size="sm">{formatDateTime(row.startTime)}</Text>
                    <Text size="xs" c="dimmed">
                      {statusBadge(row.status).label}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.adviserName}</Text>
                    <Text size="xs" c="dimmed">
                      {row.typeName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatPrice(row.amountHuf)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" data-testid="paid-consultation-status">
                      {PAYMENT_STATUS_LABELS[row.paymentStatus]}
                    </Text>
                    {row.refundedHuf > 0 ? (
                      <Text size="xs" c="dimmed">
                        Visszatérítve: {formatPrice(row.refundedHuf)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {row.receiptUrl ? (
                      <Anchor href={row.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm">
                        Nyugta
                        <VisuallyHidden>
                          {' '}
                          ({formatDateTime(row.startTime)}, új lapon nyílik meg)
                        </VisuallyHidden>
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
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
          label="Fizetett tanácsadások lapozása"
        />
      </Stack>
    </SectionCard>
  );
}
