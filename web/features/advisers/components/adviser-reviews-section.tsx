import type { PublicReview } from '@common/api/reviews';
import { messages } from '@common/messages';
import { Box, Button, Group, Pagination, Skeleton, Stack, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { LoadError } from '@web/components/load-error';
import { RatingSummary } from '@web/components/rating-summary';
import { ReviewCard } from '@web/components/review-card';
import { useAuthStore } from '@web/lib/auth-store';
import { withFullStyles } from '@web/lib/lazy-styles';
import { lazy, Suspense, useState } from 'react';
import { useAdviserReviews } from '../api/adviser-reviews';

// Only admins hide reviews: the dialog (and the form code it needs) is not part of a visitor's page.
const HideReviewDialog = lazy(withFullStyles(() => import('./hide-review-dialog')));

/**
 * "Értékelések" on an adviser's profile: the average, the distribution and the visible reviews, a few at
 * a time. Admins get "Elrejtés" on each review.
 */
export function AdviserReviewsSection({ adviserId }: { adviserId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useAdviserReviews(adviserId, page);
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const [toHide, setToHide] = useState<PublicReview | null>(null);

  return (
    <Box component="section" aria-labelledby="ertekelesek">
      <Title order={2} id="ertekelesek" mb="sm">
        Értékelések
      </Title>
      {reviews.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={60} width={240} />
          <Skeleton height={100} />
        </Stack>
      ) : reviews.isError ? (
        <LoadError message={messages.reviews.loadFailed} onRetry={() => void reviews.refetch()} />
      ) : (
        <Stack gap="md">
          <RatingSummary summary={reviews.data.summary} />
          {reviews.data.data.length > 0 ? (
            <Stack gap="sm" data-testid="adviser-reviews">
              {reviews.data.data.map((review) => (
                <ReviewCard key={review.id} heading={review.reviewerName} review={review}>
                  {isAdmin ? (
                    <Group>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        leftSection={<IconEyeOff size={14} aria-hidden="true" />}
                        onClick={() => setToHide(review)}
                        aria-label={`Elrejtés: ${review.reviewerName} értékelése`}
                      >
                        Elrejtés
                      </Button>
                    </Group>
                  ) : null}
                </ReviewCard>
              ))}
              {reviews.data.totalPages > 1 ? (
                <nav aria-label="Értékelések lapozása">
                  <Pagination
                    total={reviews.data.totalPages}
                    value={Math.min(page, reviews.data.totalPages)}
                    onChange={setPage}
                    size="sm"
                    getItemProps={(p) => ({ 'aria-label': `${p}. oldal` })}
                    getControlProps={(control) => ({
                      'aria-label': control === 'previous' ? 'Előző oldal' : 'Következő oldal',
                    })}
                  />
                </nav>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      )}
      {isAdmin && toHide ? (
        <Suspense fallback={null}>
          <HideReviewDialog review={toHide} onClose={() => setToHide(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
