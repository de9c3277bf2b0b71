import { hideReviewBody, type PublicReview, REVIEW_HIDE_REASON_MAX } from '@common/api/reviews';
import { messages } from '@common/messages';
import { Stack, Text, Textarea } from '@mantine/core';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useHideReviewMutation } from '../api/hide-review';

/** An admin hides a review with a reason, after confirming. */
export default function HideReviewDialog({
  review,
  onClose,
}: {
  review: PublicReview | null;
  onClose(): void;
}) {
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
