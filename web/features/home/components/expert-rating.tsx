import { formatNumber } from '@common/format';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';

/** Stars with "Értékelés: 4,5 az 5-ből (n értékelés)" for screen readers; "Még nincs értékelés" at 0. */
export function ExpertRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount <= 0) {
    return (
      <Text size="sm" c="dimmed">
        Még nincs értékelés
      </Text>
    );
  }
  const rounded = Math.round(rating * 2) / 2;
  const value = formatNumber(Math.round(rating * 10) / 10, 1);
  const color = 'var(--mantine-color-yellow-7)';
  return (
    <Group gap={6} wrap="wrap">
      <Group gap={2} wrap="nowrap" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) =>
          rounded >= position ? (
            <IconStarFilled key={position} size={16} color={color} />
          ) : rounded >= position - 0.5 ? (
            <IconStarHalfFilled key={position} size={16} color={color} />
          ) : (
            <IconStar key={position} size={16} color="var(--mantine-color-gray-6)" />
          ),
        )}
      </Group>
      <Text size="sm" fw={700} aria-hidden="true">
        {value}
      </Text>
      {/* One text node each: the server's markup and the hydration must agree (no split texts). */}
      <VisuallyHidden>{`Értékelés: ${value} az 5-ből`}</VisuallyHidden>
      <Text size="sm" c="dimmed">
        {`(${formatNumber(reviewCount)} értékelés)`}
      </Text>
    </Group>
  );
}
