import { REVIEW_REPLY_MAX, type ReceivedReview, replyReviewBody } from '@common/api/reviews';
import { formatDate, formatTime } from '@common/format';
import { messages } from '@common/messages';
import { Alert, Badge, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconEyeOff, IconMessageReply } from '@tabler/icons-react';
import { InlineFact } from '@web/components/fact';
import { PageShell } from '@web/components/page-shell';
import { QueryBody } from '@web/components/query-body';
import { RatingSummary } from '@web/components/rating-summary';
import { ReviewCard } from '@web/components/review-card';
import { SectionCard } from '@web/components/section-card';
import { useApiForm } from '@web/lib/use-api-form';
import { useEffect, useRef, useState } from 'react';
import { useReceivedReviews } from './api/received-reviews';
import { useReplyToReviewMutation } from './api/reply-review';
import { PagedSection } from './components/paged-section';

/** The one reply of the adviser: opened by "Válasz írása", sent once (it cannot be changed later). */
function ReplyForm({ review }: { review: ReceivedReview }) {
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const reply = useReplyToReviewMutation();
  const replyForm = useApiForm({
    initialValues: { reply: '' },
    schema: replyReviewBody,
    submit: (body) => reply.mutateAsync({ id: review.id, reply: body.reply }),
    success: (answer) => answer.message || messages.reviews.replied,
  });
  // Opening the form takes the keyboard focus to the field.
  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <Group>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconMessageReply size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
          aria-label={`Válasz írása ${review.reviewerName} értékelésére`}
        >
          Válasz írása
        </Button>
      </Group>
    );
  }

  return (
    <Box component="form" ref={replyForm.formRef} onSubmit={replyForm.onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Válasz"
          description={`Egyszer válaszolhat, a válasz utólag nem módosítható; legfeljebb ${REVIEW_REPLY_MAX} karakter.`}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_REPLY_MAX}
          required
          ref={fieldRef}
          {...replyForm.form.getInputProps('reply')}
        />
        <Group gap="sm">
          <Button type="submit" size="sm" loading={replyForm.pending}>
            Válasz küldése
          </Button>
          <Button
            size="sm"
            variant="default"
            disabled={replyForm.pending}
            onClick={() => {
              setOpen(false);
              replyForm.restart();
            }}
          >
            Mégse
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function ReceivedReviewCard({ review }: { review: ReceivedReview }) {
  const { appointment } = review;
  return (
    <ReviewCard
      heading={review.reviewerName}
      review={review}
      meta={
        <Stack gap={4}>
          <InlineFact label="Tanácsadás">
            {formatDate(appointment.startTime)} {formatTime(appointment.startTime)}–
            {formatTime(appointment.endTime)}, {appointment.consultationType.name}
          </InlineFact>
          {review.hidden ? (
            <Alert color="gray" variant="light" p="xs" icon={<IconEyeOff size={18} aria-hidden="true" />}>
              <Group gap="xs" wrap="wrap">
                <Badge color="gray" variant="filled" c="white">
                  Rejtett
                </Badge>
                <Text size="sm">
                  Egy adminisztrátor elrejtette: nem látszik a profilján és nem számít bele az átlagba.
                  {review.hiddenReason ? ` Indoklás: ${review.hiddenReason}` : ''}
                </Text>
              </Group>
            </Alert>
          ) : null}
        </Stack>
      }
    >
      {review.reply ? null : <ReplyForm review={review} />}
    </ReviewCard>
  );
}

/** /tanacsadoi-fiok/ertekelesek: the adviser's average, distribution and the reviews with replies. */
export default function ReceivedReviewsPage() {
  const received = useReceivedReviews();

  return (
    <PageShell
      title="Értékelések"
      intro="A kérdezők a lezajlott tanácsadások után értékelhetik Önt; mindegyikre egyszer válaszolhat."
    >
      <SectionCard title="Összesítés">
        <QueryBody query={received.query} rows={2} errorMessage={messages.reviews.loadFailed}>
          {(answer) => <RatingSummary summary={answer.summary} />}
        </QueryBody>
      </SectionCard>

      <PagedSection
        title="Kapott értékelések"
        list={received}
        rows={3}
        emptyText="Még nem kapott értékelést."
      >
        {(review) => <ReceivedReviewCard key={review.id} review={review} />}
      </PagedSection>
    </PageShell>
  );
}
