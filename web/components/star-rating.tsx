import { formatNumber, formatRating } from '@common/format';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';

const STAR_COLOR = 'var(--mantine-color-yellow-7)';
const EMPTY_COLOR = 'var(--mantine-color-gray-6)';

/**
 * Five stars (to the nearest half) with the average and the number of reviews; screen readers hear
 * "Értékelés: 4,5 az 5-ből (12 értékelés)". No reviews: "Még nincs értékelés".
 */
export function StarRating({
  rating,
  reviewCount,
  size = 16,
}: {
  rating: number;
  reviewCount: number;
  size?: number;
}) {
  if (reviewCount <= 0) {
    return (
      <Text size="sm" c="dimmed">
        Még nincs értékelés
      </Text>
    );
  }
  const rounded = Math.round(rating * 2) / 2;
  const stars = [1, 2, 3, 4, 5].map((position) => {
    if (rounded >= position) return <IconStarFilled key={position} size={size} color={STAR_COLOR} />;
    if (rounded >= position - 0.5)
      return <IconStarHalfFilled key={position} size={size} color={STAR_COLOR} />;
    return <IconStar key={position} size={size} color={EMPTY_COLOR} />;
  });
  const value = formatRating(rating);
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Group gap={2} wrap="nowrap" aria-hidden="true">
        {stars}
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
