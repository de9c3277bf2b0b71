import type { MyReview, PendingReview } from '@common/api/reviews';
import { formatDate, formatTime } from '@common/format';
import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconEdit, IconEyeOff, IconInfoCircle, IconStar } from '@tabler/icons-react';
import { InlineFact } from '@web/components/fact';
import { PageShell } from '@web/components/page-shell';
import { ReviewCard } from '@web/components/review-card';
import { ArticleCard } from '@web/components/section-card';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCreateReviewMutation } from './api/create-review';
import { useMyReviews } from './api/my-reviews';
import { usePendingReview, usePendingReviews } from './api/pending-reviews';
import { useUpdateReviewMutation } from './api/update-review';
import { PagedSection } from './components/paged-section';
import { ReviewFormDialog, type ReviewFormValues } from './components/review-form-dialog';

const PROFILE_BASE = '/kerdezo/tanacsado';

const when = (start: string, end: string) => `${formatDate(start)} ${formatTime(start)}–${formatTime(end)}`;

function Subject({ adviserName, start, end }: { adviserName: string; start: string; end: string }) {
  return (
    <Stack gap={2}>
      <InlineFact label="Tanácsadó">{adviserName}</InlineFact>
      <InlineFact label="Időpont">{when(start, end)}</InlineFact>
    </Stack>
  );
}

function PendingCard({ item, onReview }: { item: PendingReview; onReview(item: PendingReview): void }) {
  return (
    <ArticleCard
      title={when(item.startTime, item.endTime)}
      icon={<IconCalendarTime size={18} aria-hidden="true" />}
    >
      <InlineFact label="Tanácsadó">
        <Anchor component={Link} to={`${PROFILE_BASE}/${item.adviser.id}`}>
          {item.adviser.name}
        </Anchor>
      </InlineFact>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Badge
          variant="filled"
          styles={{ root: { backgroundColor: item.consultationType.color, color: '#fff' } }}
        >
          {item.consultationType.name}
        </Badge>
        <Text size="sm" c="dimmed">
          Értékelhető eddig: {formatDate(item.reviewableUntil)}
        </Text>
      </Group>
      <Group>
        <Button
          size="sm"
          leftSection={<IconStar size={16} aria-hidden="true" />}
          onClick={() => onReview(item)}
        >
          Értékelés írása
        </Button>
      </Group>
    </ArticleCard>
  );
}

function MyReviewCard({ review, onEdit }: { review: MyReview; onEdit(review: MyReview): void }) {
  return (
    <ReviewCard
      heading={review.adviser.name}
      review={review}
      meta={
        <Stack gap={4}>
          <InlineFact label="Tanácsadás">
            {when(review.appointment.startTime, review.appointment.endTime)},{' '}
            {review.appointment.consultationType.name}
          </InlineFact>
          {review.hidden ? (
            <Alert color="gray" variant="light" p="xs" icon={<IconEyeOff size={18} aria-hidden="true" />}>
              <Text size="sm">
                Az értékelést egy adminisztrátor elrejtette, ezért nem látszik a profilon és nem módosítható.
                {review.hiddenReason ? ` Indoklás: ${review.hiddenReason}` : ''}
              </Text>
            </Alert>
          ) : null}
        </Stack>
      }
    >
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Anchor component={Link} to={`${PROFILE_BASE}/${review.adviser.id}`} size="sm">
          A tanácsadó profilja
        </Anchor>
        {review.editable ? (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              Módosítható eddig: {formatDate(review.editableUntil)}
            </Text>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              onClick={() => onEdit(review)}
              aria-label={`Értékelés módosítása: ${review.adviser.name}`}
            >
              Módosítás
            </Button>
          </Group>
        ) : null}
      </Group>
    </ReviewCard>
  );
}

type Editing = { kind: 'create'; item: PendingReview } | { kind: 'edit'; review: MyReview } | null;

/** /kerdezo/ertekeleseim: completed consultations waiting for a review, and the asker's own reviews. */
export default function MyReviewsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('appointment') ?? undefined;
  const requestedId = isUuid(requested) ? requested : undefined;
  const pending = usePendingReviews();
  const mine = useMyReviews();
  // The "Értékelés írása" link of "Tanácsadásaim" names one appointment: its form opens by itself.
  const linked = usePendingReview(requestedId);
  const linkedItem = requestedId ? linked.data?.data[0] : undefined;
  const [editing, setEditing] = useState<Editing>(null);
  const [linkedDismissed, setLinkedDismissed] = useState<string | null>(null);
  const create = useCreateReviewMutation();
  const update = useUpdateReviewMutation();

  const current: Editing =
    editing ??
    (linkedItem && linkedDismissed !== linkedItem.appointmentId
      ? { kind: 'create', item: linkedItem }
      : null);

  const dropLinkParam = () => {
    if (!searchParams.has('appointment')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('appointment');
    setSearchParams(next, { replace: true });
  };

  const close = () => {
    if (current?.kind === 'create' && current.item.appointmentId === requestedId) {
      setLinkedDismissed(requestedId ?? null);
      dropLinkParam();
    }
    setEditing(null);
  };

  const submit = async (values: ReviewFormValues) => {
    if (!current) return;
    if (current.kind === 'create') {
      const answer = await create.mutateAsync({ appointmentId: current.item.appointmentId, ...values });
      notifySuccess(answer.message || messages.reviews.created);
    } else {
      const answer = await update.mutateAsync({ id: current.review.id, ...values });
      notifySuccess(answer.message || messages.reviews.updated);
    }
    close();
  };

  const linkedUnavailable =
    requestedId && linked.isSuccess && !linkedItem && linkedDismissed !== requestedId ? (
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
        withCloseButton
        closeButtonLabel="Értesítés bezárása"
        onClose={() => {
          setLinkedDismissed(requestedId);
          dropLinkParam();
        }}
      >
        Ezt a tanácsadást már értékelte, vagy már nem értékelhető: értékelés a tanácsadás után 30 napig
        írható.
      </Alert>
    ) : null;

  return (
    <PageShell
      title="Értékeléseim"
      intro="A lezajlott tanácsadásait a befejezésük után 30 napig értékelheti, és ugyaneddig módosíthatja az értékelését."
    >
      {linkedUnavailable}
      <PagedSection
        title="Értékelésre váró tanácsadások"
        list={pending}
        rows={2}
        emptyText="Nincs értékelésre váró tanácsadása."
      >
        {(item) => (
          <PendingCard key={item.id} item={item} onReview={(i) => setEditing({ kind: 'create', item: i })} />
        )}
      </PagedSection>

      <PagedSection title="Korábbi értékeléseim" list={mine} rows={3} emptyText="Még nem írt értékelést.">
        {(review) => (
          <MyReviewCard
            key={review.id}
            review={review}
            onEdit={(r) => setEditing({ kind: 'edit', review: r })}
          />
        )}
      </PagedSection>

      <ReviewFormDialog
        opened={current !== null}
        title={current?.kind === 'edit' ? 'Értékelés módosítása' : 'Értékelés írása'}
        subject={
          current?.kind === 'edit' ? (
            <Subject
              adviserName={current.review.adviser.name}
              start={current.review.appointment.startTime}
              end={current.review.appointment.endTime}
            />
          ) : current ? (
            <Subject
              adviserName={current.item.adviser.name}
              start={current.item.startTime}
              end={current.item.endTime}
            />
          ) : null
        }
        initial={
          current?.kind === 'edit' ? { rating: current.review.rating, text: current.review.text } : undefined
        }
        submitLabel={current?.kind === 'edit' ? 'Mentés' : 'Értékelés küldése'}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
        onClose={close}
      />
    </PageShell>
  );
}
