import { REVIEW_TEXT_MAX, updateReviewBody } from '@common/api/reviews';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid, serverFieldErrors } from '@web/lib/form';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { StarRatingInput } from './star-rating-input';

export interface ReviewFormValues {
  rating: number;
  text: string;
}

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
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  // A new subject (or reopening) starts from its own values.
  useEffect(() => {
    if (opened) {
      setRating(initial?.rating ?? 0);
      setText(initial?.text ?? '');
      setErrors({});
    }
  }, [opened, initial?.rating, initial?.text]);

  const close = () => {
    if (!pending) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateReviewBody.safeParse({ rating: rating || undefined, text });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstInvalid(formRef);
      }
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {typeof subject === 'string' ? <Text size="sm">{subject}</Text> : subject}
          <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
          <Textarea
            label="Szöveges értékelés"
            description={`Nem kötelező; legfeljebb ${REVIEW_TEXT_MAX} karakter (${text.length}/${REVIEW_TEXT_MAX}).`}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            error={errors.text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            Az értékelés a tanácsadó nyilvános profilján jelenik meg, a keresztnevével és a vezetékneve
            kezdőbetűjével.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Mégse
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
