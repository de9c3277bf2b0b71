import { formatNumber, formatRating, roundRating } from '@common/format';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

const STAR_COLOR = 'var(--mantine-color-yellow-7)';
const EMPTY_COLOR = 'var(--mantine-color-gray-6)';

/**
 * Five stars filled to an average to one decimal, the same rounding as the number written beside them
 * (4,4 fills four stars and two fifths of the fifth). Decoration only: the caller says the number.
 */
export function AverageStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = roundRating(rating);
  return (
    <Group gap={2} wrap="nowrap" aria-hidden="true" data-testid="rating-stars">
      {[1, 2, 3, 4, 5].map((position) => {
        const fraction = Math.min(1, Math.max(0, filled - (position - 1)));
        return (
          <span
            key={position}
            data-star=""
            style={{ position: 'relative', display: 'inline-flex', width: size, height: size }}
          >
            <IconStar size={size} color={EMPTY_COLOR} />
            <span
              data-star-fill=""
              style={{
                position: 'absolute',
                insetBlock: 0,
                insetInlineStart: 0,
                width: `${Math.round(fraction * 1000) / 10}%`,
                overflow: 'hidden',
              }}
            >
              <IconStarFilled size={size} color={STAR_COLOR} style={{ display: 'block' }} />
            </span>
          </span>
        );
      })}
    </Group>
  );
}

/**
 * Five stars with the average and the number of reviews; screen readers hear
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
  const value = formatRating(rating);
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="star-rating">
      <AverageStars rating={rating} size={size} />
      <Text size="sm" fw={700} aria-hidden="true" data-testid="rating-value">
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
