import type { ReviewSummary } from '@common/api/reviews';
import { formatNumber, formatRating } from '@common/format';
import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { AverageStars } from './star-rating';

/**
 * The average of the visible reviews with their number, and how many gave 5..1 stars. The bars are
 * decoration: each row says its numbers in words too ("5 csillag: 8 értékelés").
 */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0) {
    return <Text c="dimmed">Még nincs értékelés.</Text>;
  }
  const average = formatRating(summary.average);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap" data-testid="rating-summary">
      <Stack gap={4} align="flex-start">
        <Text fz={40} fw={700} lh={1} aria-hidden="true" data-testid="rating-value">
          {average}
        </Text>
        <AverageStars rating={summary.average} size={20} />
        <Text size="sm">
          Átlag: {average} az 5-ből, {formatNumber(summary.count)} értékelés alapján
        </Text>
      </Stack>
      <Stack
        component="ul"
        gap={6}
        style={{ listStyle: 'none', margin: 0, padding: 0, flex: '1 1 220px', maxWidth: 420 }}
      >
        {summary.distribution.map((row) => {
          const percent = summary.count > 0 ? Math.round((row.count / summary.count) * 100) : 0;
          return (
            <Group component="li" key={row.rating} gap="sm" wrap="nowrap">
              <Text size="sm" w={150} style={{ flexShrink: 0 }}>
                {row.rating} csillag: {formatNumber(row.count)}
              </Text>
              <Box style={{ flex: 1 }} aria-hidden="true">
                <Progress value={percent} color="yellow.7" size="md" radius="xl" />
              </Box>
              <Text size="sm" w={44} ta="right" style={{ flexShrink: 0 }}>
                {percent}%
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
