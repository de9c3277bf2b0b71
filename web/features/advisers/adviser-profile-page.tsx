import type { PublicAdviser } from '@common/api/advisers';
import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { usePublicAdviser } from '@web/api/public-adviser';
import { ConsultingAreaBadges } from '@web/components/consulting-area-badges';
import { Notice } from '@web/components/notice';
import { StarRating } from '@web/components/star-rating';
import { hasUnbookablePaidOffer, offerPriceText, PAID_OFFERS_UNAVAILABLE } from '@web/lib/offer-price';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { AdviserAvatar } from './components/adviser-avatar';
import { AdviserGallerySection } from './components/adviser-gallery';
import { AdviserReviewsSection } from './components/adviser-reviews-section';
import { BookingButton } from './components/booking-button';
import { MessageButton } from './components/message-button';
import { NextFreeSlot } from './components/next-free-slot';
import { PublicLoadError } from './components/public-load-error';
import { WorkScheduleTable } from './components/work-schedule-table';
import { paragraphsOf } from './display';

export interface AdviserProfilePageProps {
  /** The "Vissza a listához" target: '/tanacsadok' (public) or '/kerdezo/tanacsadok' (asker area). */
  listPath?: string;
}

/** /tanacsado/:id (and /kerdezo/tanacsado/:id): an adviser's public profile. */
export default function AdviserProfilePage({ listPath = '/tanacsadok' }: AdviserProfilePageProps) {
  const { id } = useParams();
  const validId = isUuid(id);
  const profile = usePublicAdviser(id);
  const notFound = !validId || profile.data === null;
  usePageTitle(notFound ? PAGE_TITLES.adviserNotFound : (profile.data?.name ?? 'Tanácsadó profilja'));

  if (notFound) return <AdviserNotFound listPath={listPath} />;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <BackLink listPath={listPath} />
        {profile.data ? (
          <AdviserProfile adviser={profile.data} />
        ) : profile.isError ? (
          <Stack gap="md">
            <Title order={1}>Tanácsadó profilja</Title>
            <PublicLoadError
              title={messages.advisers.loadFailed}
              onRetry={() => profile.refetch()}
              retrying={profile.isFetching}
            />
          </Stack>
        ) : (
          <ProfileSkeleton />
        )}
      </Stack>
    </Container>
  );
}

function BackLink({ listPath }: { listPath: string }) {
  return (
    <Anchor component={Link} to={listPath} style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        Vissza a listához
      </Group>
    </Anchor>
  );
}

function AdviserProfile({ adviser }: { adviser: PublicAdviser }) {
  const paragraphs = paragraphsOf(adviser.description);
  return (
    <>
      <Suspense>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Group align="flex-start" gap="xl" wrap="wrap">
            <AdviserAvatar
              thumbnail={adviser.avatarThumbnail}
              full={adviser.avatar}
              name={adviser.name}
              size={160}
              priority
            />
            <Stack gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {adviser.name}
              </Title>
              <StarRating rating={adviser.rating} reviewCount={adviser.reviewCount} size={20} />
              <ConsultingAreaBadges areas={adviser.consultingAreas} size="lg" />
              <NextFreeSlot slot={adviser.nextFreeSlot} size="md" />
              <Group mt="xs" gap="sm" align="flex-start" wrap="wrap">
                <BookingButton adviserId={adviser.id} />
                <MessageButton adviserUserId={adviser.userId} />
              </Group>
            </Stack>
          </Group>
        </Paper>
      </Suspense>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <Suspense>
              <Box component="section" aria-labelledby="bemutatkozas">
                <Title order={2} id="bemutatkozas" mb="sm">
                  Bemutatkozás
                </Title>
                {paragraphs.length > 0 ? (
                  <Stack gap="sm">
                    {paragraphs.map((paragraph, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
                      <Text key={index} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {paragraph}
                      </Text>
                    ))}
                  </Stack>
                ) : (
                  <Text>A tanácsadó még nem írt bemutatkozást.</Text>
                )}
              </Box>
            </Suspense>

            {adviser.consultingTopics.length > 0 ? (
              <Suspense>
                <Box component="section" aria-labelledby="tanacsadasi-teruletek">
                  <Title order={2} id="tanacsadasi-teruletek" mb="sm">
                    Tanácsadási területek
                  </Title>
                  <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {adviser.consultingTopics.map((topic) => (
                      <Group component="li" key={topic.id} gap="sm" wrap="wrap">
                        <Badge color={topic.color} c="white" variant="filled" tt="none" radius="sm" size="lg">
                          {topic.name}
                        </Badge>
                        <Text size="sm">
                          {topic.durationMinutes} perces alkalom ·{' '}
                          <Text span inherit fw={600} data-testid="offer-price">
                            {offerPriceText(topic.priceHuf)}
                          </Text>
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                  {hasUnbookablePaidOffer(adviser) ? (
                    <Notice tone="info" mt="md" data-testid="paid-offers-unavailable">
                      {PAID_OFFERS_UNAVAILABLE}
                    </Notice>
                  ) : null}
                </Box>
              </Suspense>
            ) : null}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Suspense>
            <Paper component="section" aria-labelledby="munkaido" withBorder radius="md" p="md">
              <Title order={2} id="munkaido" mb="sm">
                Munkaidő
              </Title>
              <WorkScheduleTable entries={adviser.workSchedule} />
            </Paper>
          </Suspense>
        </Grid.Col>
      </Grid>

      <Suspense>
        <AdviserReviewsSection adviserId={adviser.id} />
      </Suspense>

      <Suspense>
        <AdviserGallerySection userId={adviser.userId} />
      </Suspense>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="xl" role="status" aria-live="polite">
      <Text size="sm" c="dimmed">
        A profil betöltése…
      </Text>
      <Paper withBorder radius="lg" p="xl" aria-hidden="true">
        <Group align="flex-start" gap="xl">
          <Skeleton circle height={160} width={160} />
          <Stack gap="sm" style={{ flex: '1 1 260px' }}>
            <Skeleton height={32} width="60%" />
            <Skeleton height={16} width="40%" />
            <Skeleton height={24} width="50%" />
            <Skeleton height={40} width={140} mt="xs" />
          </Stack>
        </Group>
      </Paper>
      <Stack gap={8} aria-hidden="true">
        <Skeleton height={24} width={200} />
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Stack>
  );
}

function AdviserNotFound({ listPath }: { listPath: string }) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <IconUserQuestion size={64} color="var(--mantine-color-blue-9)" aria-hidden="true" />
        <Title order={1}>A tanácsadó nem található</Title>
        <Text>
          A keresett tanácsadó nem létezik, vagy a profilja jelenleg nem nyilvános. Válasszon másik tanácsadót
          a listából.
        </Text>
        <Button component={Link} to={listPath} leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          Vissza a listához
        </Button>
      </Stack>
    </Container>
  );
}
