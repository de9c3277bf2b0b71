import type { consultationPaymentsApi, MoneySummary } from '@common/api/consultation-payments';
import { monthOf, shiftMonth } from '@common/budapest-time';
import { formatNumber, formatPrice } from '@common/format';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { formatMonth } from '@web/lib/month';
import { useId, useState } from 'react';
import { PeriodNav } from './period-nav';
import { QueryBody } from './query-body';
import { SectionCard } from './section-card';

/** The adviser's own month (Kifizetések) or the whole platform's (the admins' Tanácsadások). */
type SummaryEndpoint =
  | typeof consultationPaymentsApi.adviserSummary
  | typeof consultationPaymentsApi.adminSummary;

type Figure = Exclude<keyof MoneySummary, 'month'>;

const FIGURES: Figure[] = ['count', 'grossHuf', 'feeHuf', 'refundedHuf', 'netHuf'];

const LABELS: Record<Figure, string> = {
  count: 'Fizetett tanácsadások',
  grossHuf: 'Bruttó bevétel',
  feeHuf: 'Platformjutalék',
  refundedHuf: 'Visszatérítések',
  netHuf: 'Nettó',
};

const written = (figure: Figure, summary: MoneySummary) =>
  figure === 'count' ? `${formatNumber(summary.count)} db` : formatPrice(summary[figure]);

/**
 * The consultations paid through the portal in one month (by when they were paid): how many, their
 * gross, the platform's fee, the refunds and the net, with the previous and next month a press away.
 */
export function MonthlyMoneySummary({
  endpoint,
  title,
  labels,
  note,
}: {
  endpoint: SummaryEndpoint;
  title: string;
  /** Other words for some figures (the admins' "Bruttó forgalom"). */
  labels?: Partial<Record<Figure, string>>;
  /** Under the figures: what they count. */
  note: string;
}) {
  const thisMonth = monthOf();
  const [month, setMonth] = useState(thisMonth);
  const monthHeadingId = useId();
  const summary = useQuery({
    ...endpointQuery(endpoint, { query: { month } }, { silent: true }),
    select: (answer) => answer.data,
    // The last month's figures stay while the next one loads (no jump in the card).
    placeholderData: keepPreviousData,
    retry: false,
  });

  return (
    <SectionCard title={title} testId="money-summary">
      <Stack gap="xs">
        <Title order={3} size="h4" id={monthHeadingId} aria-live="polite" data-testid="money-summary-month">
          {formatMonth(month)}
        </Title>
        <PeriodNav
          unit="hónap"
          currentLabel="Ez a hónap"
          previous={{ onClick: () => setMonth(shiftMonth(month, -1)) }}
          current={{ onClick: () => setMonth(thisMonth), disabled: month === thisMonth }}
          // Nothing is paid in a month still to come.
          next={{ onClick: () => setMonth(shiftMonth(month, 1)), disabled: month >= thisMonth }}
        />
      </Stack>
      <QueryBody
        query={summary}
        placeholder={<Skeleton height={72} role="status" aria-label="Havi összesítő betöltése…" />}
        errorMessage="Nem sikerült betölteni a havi összesítőt."
      >
        {(data) => (
          <SimpleGrid
            component="dl"
            aria-labelledby={monthHeadingId}
            cols={{ base: 2, sm: 3, md: 5 }}
            spacing="sm"
            m={0}
            style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}
          >
            {FIGURES.map((figure) => (
              <Stack key={figure} gap={2}>
                <Text component="dt" size="xs" fw={700} c="dark.6" tt="uppercase">
                  {labels?.[figure] ?? LABELS[figure]}
                </Text>
                <Text component="dd" m={0} fw={700} size="lg" data-testid={`money-summary-${figure}`}>
                  {written(figure, data)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryBody>
      <Text size="sm" c="dark.6">
        {note}
      </Text>
    </SectionCard>
  );
}
