import type { PublicReview } from '@common/api/reviews';
import { formatDate } from '@common/format';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ArticleCard } from './section-card';

const STAR_COLOR = 'var(--mantine-color-yellow-7)';
const EMPTY_COLOR = 'var(--mantine-color-gray-6)';

/** The stars of one review (whole stars); screen readers hear "4 csillag az 5-ből". */
export function ReviewStars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <Group gap={2} wrap="nowrap">
      <Group gap={2} wrap="nowrap" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) =>
          position <= rating ? (
            <IconStarFilled key={position} size={size} color={STAR_COLOR} />
          ) : (
            <IconStar key={position} size={size} color={EMPTY_COLOR} />
          ),
        )}
      </Group>
      <VisuallyHidden>{rating} csillag az 5-ből</VisuallyHidden>
    </Group>
  );
}

/**
 * One review as an article: who wrote it (the heading), the stars, the date, the text and the adviser's
 * reply. Used on the public profile and in both areas' review screens; `meta` and `children` add what
 * one screen needs (the appointment, a hidden notice, actions).
 */
export function ReviewCard({
  heading,
  review: { rating, text, createdAt, reply, repliedAt },
  meta,
  children,
  testId = 'review-card',
}: {
  heading: string;
  /** What every review screen shows of it; the screen's own review type has it all. */
  review: Pick<PublicReview, 'rating' | 'text' | 'createdAt' | 'reply' | 'repliedAt'>;
  meta?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <ArticleCard
      title={heading}
      titleProps={{ style: { overflowWrap: 'anywhere' } }}
      aside={
        <Text size="sm" c="dimmed">
          {formatDate(createdAt)}
        </Text>
      }
      testId={testId}
    >
      <ReviewStars rating={rating} />
      {meta}
      {text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Szöveges értékelés nélkül.
        </Text>
      )}
      {reply ? (
        <Box
          p="sm"
          style={{
            borderLeft: '3px solid var(--mantine-color-blue-7)',
            background: 'var(--mantine-color-gray-0)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <Text size="sm" fw={600}>
            A tanácsadó válasza{repliedAt ? ` (${formatDate(repliedAt)})` : ''}:
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply}
          </Text>
        </Box>
      ) : null}
      {children}
    </ArticleCard>
  );
}
