import { hideReviewBody, type PublicReview, REVIEW_HIDE_REASON_MAX } from '@common/api/reviews';
import { messages } from '@common/messages';
import { Text, Textarea } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { useApiForm } from '@web/lib/use-api-form';
import { useHideReviewMutation } from '../api/hide-review';

/** An admin hides a review with a required reason ("Mégse" has the focus first). */
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
    onSuccess: onClose,
    openedFor: review?.id,
  });

  return (
    <FormDialog
      opened={review !== null}
      title="Értékelés elrejtése"
      form={hideForm}
      submitLabel="Elrejtés"
      submitColor="red.9"
      focusCancel
      onClose={onClose}
    >
      <Text size="sm">
        {review ? `${review.reviewerName} értékelése` : 'Az értékelés'} eltűnik a nyilvános profilról, és nem
        számít bele a tanácsadó átlagába. A szerzője és a tanácsadó az indoklással együtt rejtettként látja.
      </Text>
      <Textarea
        label="Az elrejtés oka"
        required
        autosize
        minRows={2}
        maxLength={REVIEW_HIDE_REASON_MAX}
        {...hideForm.form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
