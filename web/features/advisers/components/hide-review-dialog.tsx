import { hideReviewBody, type PublicReview, REVIEW_HIDE_REASON_MAX } from '@common/api/reviews';
import { messages } from '@common/messages';
import { Stack, Text, Textarea } from '@mantine/core';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useApiForm } from '@web/lib/use-api-form';
import { useHideReviewMutation } from '../api/hide-review';

/** An admin hides a review with a reason, after confirming. */
export default function HideReviewDialog({
  review,
  onClose,
}: {
  review: PublicReview | null;
  onClose(): void;
}) {
  const hide = useHideReviewMutation();
  const hideForm = useApiForm({
    initialValues: { reason: '' },
    schema: hideReviewBody,
    submit: (body) => hide.mutateAsync({ id: review?.id ?? '', reason: body.reason }),
    success: (answer) => answer.message || messages.reviews.hidden,
    onSuccess: () => close(),
    openedFor: review?.id,
  });

  const close = () => {
    hideForm.restart();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={review !== null}
      title="Értékelés elrejtése"
      confirmLabel="Elrejtés"
      loading={hideForm.pending}
      onConfirm={hideForm.submitValues}
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
          {...hideForm.form.getInputProps('reason')}
        />
      </Stack>
    </ConfirmDialog>
  );
}
