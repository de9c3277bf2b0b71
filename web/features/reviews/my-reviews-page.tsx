import type { MyReview, PendingReview } from '@common/api/reviews';
import { formatDate, formatTime } from '@common/format';
import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconEdit, IconEyeOff, IconInfoCircle, IconStar } from '@tabler/icons-react';
import { InlineFact } from '@web/components/fact';
import { ListPagination } from '@web/components/list-pagination';
import { PageShell } from '@web/components/page-shell';
import { QueryBody } from '@web/components/query-body';
import { ReviewCard } from '@web/components/review-card';
import { ArticleCard, SectionCard } from '@web/components/section-card';
import { notifySuccess } from '@web/lib/notify';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCreateReviewMutation } from './api/create-review';
import { useMyReviews } from './api/my-reviews';
import { usePendingReviews } from './api/pending-reviews';
import { useUpdateReviewMutation } from './api/update-review';
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
  const [pendingPage, setPendingPage] = useState(1);
  const [minePage, setMinePage] = useState(1);
  const pending = usePendingReviews(pendingPage);
  const mine = useMyReviews(minePage);
  // The "Értékelés írása" link of "Tanácsadásaim" names one appointment: its form opens by itself.
  const linked = usePendingReviews(1, requestedId);
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
      <SectionCard title="Értékelésre váró tanácsadások">
        <QueryBody query={pending} rows={2} errorMessage={messages.reviews.loadFailed}>
          {(waiting) => (
            <PagedCards
              answer={waiting}
              emptyText="Nincs értékelésre váró tanácsadása."
              emptyTestId="pending-empty"
              pagingLabel="Értékelésre váró tanácsadások lapozása"
              page={pendingPage}
              onPageChange={setPendingPage}
              card={(item) => (
                <PendingCard
                  key={item.id}
                  item={item}
                  onReview={(i) => setEditing({ kind: 'create', item: i })}
                />
              )}
            />
          )}
        </QueryBody>
      </SectionCard>

      <SectionCard title="Korábbi értékeléseim">
        <QueryBody query={mine} rows={3} errorMessage={messages.reviews.loadFailed}>
          {(written) => (
            <PagedCards
              answer={written}
              emptyText="Még nem írt értékelést."
              emptyTestId="reviews-empty"
              pagingLabel="Értékeléseim lapozása"
              page={minePage}
              onPageChange={setMinePage}
              card={(review) => (
                <MyReviewCard
                  key={review.id}
                  review={review}
                  onEdit={(r) => setEditing({ kind: 'edit', review: r })}
                />
              )}
            />
          )}
        </QueryBody>
      </SectionCard>

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

/** One page of a list in its section: the empty note, or the cards and the page links. */
function PagedCards<T>({
  answer,
  emptyText,
  emptyTestId,
  pagingLabel,
  page,
  onPageChange,
  card,
}: {
  answer: { data: T[]; totalPages: number };
  emptyText: string;
  emptyTestId: string;
  pagingLabel: string;
  page: number;
  onPageChange: (page: number) => void;
  card: (item: T) => ReactNode;
}) {
  if (answer.data.length === 0) return <Text data-testid={emptyTestId}>{emptyText}</Text>;
  return (
    <Stack gap="sm">
      {answer.data.map(card)}
      <ListPagination
        label={pagingLabel}
        totalPages={answer.totalPages}
        page={page}
        onChange={onPageChange}
      />
    </Stack>
  );
}
