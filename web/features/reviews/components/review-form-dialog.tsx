import { REVIEW_TEXT_MAX, updateReviewBody } from '@common/api/reviews';
import { Text, Textarea } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { useApiForm } from '@web/lib/use-api-form';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { StarRatingInput } from './star-rating-input';

export interface ReviewFormValues {
  rating: number;
  text: string;
}

/** No star chosen (0) is a missing rating. */
const reviewForm = updateReviewBody.extend({
  rating: z.preprocess((stars) => stars || undefined, updateReviewBody.shape.rating),
});

/**
 * Writing or editing a review: the stars (required) and an optional text. `onSubmit` makes the call
 * and throws on failure (the HTTP client shows the toast; field errors land under their field).
 */
export function ReviewFormDialog({
  opened,
  title,
  subject,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What is being reviewed (adviser, date), shown above the form. */
  subject: ReactNode;
  initial?: ReviewFormValues | undefined;
  submitLabel: string;
  pending: boolean;
  onSubmit(values: ReviewFormValues): Promise<void>;
  onClose(): void;
}) {
  const review = useApiForm({
    initialValues: { rating: initial?.rating ?? 0, text: initial?.text ?? '' },
    schema: reviewForm,
    submit: onSubmit,
    // A new subject (or reopening) starts from its own values.
    openedFor: opened && `${initial?.rating ?? 0}:${initial?.text ?? ''}`,
  });
  const { form } = review;

  return (
    <FormDialog
      opened={opened}
      title={title}
      form={review}
      pending={pending || review.pending}
      submitLabel={submitLabel}
      onClose={onClose}
    >
      {typeof subject === 'string' ? <Text size="sm">{subject}</Text> : subject}
      <StarRatingInput
        value={form.values.rating}
        onChange={(stars) => form.setFieldValue('rating', stars)}
        error={form.errors.rating ? String(form.errors.rating) : undefined}
      />
      <Textarea
        label="Szöveges értékelés"
        description={`Nem kötelező; legfeljebb ${REVIEW_TEXT_MAX} karakter (${form.values.text.length}/${REVIEW_TEXT_MAX}).`}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={REVIEW_TEXT_MAX}
        {...form.getInputProps('text')}
      />
      <Text size="xs" c="dimmed">
        Az értékelés a tanácsadó nyilvános profilján jelenik meg, a keresztnevével és a vezetékneve
        kezdőbetűjével.
      </Text>
    </FormDialog>
  );
}
