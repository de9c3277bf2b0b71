import { hideReviewBody, type PublicReview, REVIEW_HIDE_REASON_MAX } from '@common/api/reviews';
import { messages } from '@common/messages';
import { Box, Button, Group, Pagination, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { RatingSummary } from '@web/components/rating-summary';
import { ReviewCard } from '@web/components/review-card';
import { useAuthStore } from '@web/lib/auth-store';
import { serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useAdviserReviews } from '../api/adviser-reviews';
import { useHideReviewMutation } from '../api/hide-review';

/** An admin hides a review with a reason, after confirming. */
function HideReviewDialog({ review, onClose }: { review: PublicReview | null; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hide = useHideReviewMutation();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const confirm = () => {
    if (!review) return;
    const parsed = hideReviewBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    hide.mutate(
      { id: review.id, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || messages.reviews.hidden);
          close();
        },
        onError: (e) => setError(serverFieldErrors(e).reason),
      },
    );
  };

  return (
    <ConfirmDialog
      opened={review !== null}
      title="Értékelés elrejtése"
      confirmLabel="Elrejtés"
      loading={hide.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack gap="sm">
        <Text size="sm">
          {review ? `${review.reviewerName} értékelése` : 'Az értékelés'} eltűnik a nyilvános profilról, és
          nem számít bele a tanácsadó átlagába. A szerzője és a tanácsadó az indoklással együtt rejtettként
          látja.
        </Text>
        <Textarea
          label="Az elrejtés oka"
          required
          autosize
          minRows={2}
          maxLength={REVIEW_HIDE_REASON_MAX}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
}

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
                <ReviewCard
                  key={review.id}
                  heading={review.reviewerName}
                  rating={review.rating}
                  text={review.text}
                  createdAt={review.createdAt}
                  reply={review.reply}
                  repliedAt={review.repliedAt}
                >
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
      {isAdmin ? <HideReviewDialog review={toHide} onClose={() => setToHide(null)} /> : null}
    </Box>
  );
}
