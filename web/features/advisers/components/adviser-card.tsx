import type { PublicAdviser } from '@common/api/advisers';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { CardSkeletonHeader } from '@web/components/card-skeleton-header';
import { ConsultingAreaBadges } from '@web/components/consulting-area-badges';
import { StarRating } from '@web/components/star-rating';
import { Link } from 'react-router';
import { excerpt, formatNextFreeSlot } from '../display';
import { AdviserAvatar } from './adviser-avatar';
import classes from './adviser-card.module.css';

/** One result of the adviser list: picture, name (the link to the profile), areas, rating, a teaser. */
export function AdviserCard({ adviser, profileBase }: { adviser: PublicAdviser; profileBase: string }) {
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      className={classes.card}
      data-testid="adviser-card"
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <AdviserAvatar
            thumbnail={adviser.avatarThumbnail}
            full={adviser.avatar}
            name={adviser.name}
            size={72}
          />
          <Stack gap={4} miw={0}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`${profileBase}/${adviser.id}`} inherit underline="hover">
                {adviser.name}
              </Anchor>
            </Title>
            <StarRating rating={adviser.rating} reviewCount={adviser.reviewCount} />
          </Stack>
        </Group>
        <ConsultingAreaBadges areas={adviser.consultingAreas} size="sm" />
        <NextFreeSlot slot={adviser.nextFreeSlot} />
        {adviser.description ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {excerpt(adviser.description)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * "Legközelebb: csütörtök 14:00" (Budapest time); a calm note when there is no free slot in the booking
 * horizon, nothing when the answer does not say.
 */
function NextFreeSlot({ slot }: { slot: string | null | undefined }) {
  if (slot === undefined) return null;
  if (slot === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="next-free-slot">
        Nincs szabad időpont a közeljövőben
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="center" data-testid="next-free-slot">
      <IconCalendarTime
        size={18}
        aria-hidden="true"
        color="var(--mantine-color-green-8)"
        style={{ flexShrink: 0 }}
      />
      <Text size="sm">
        Legközelebb: <time dateTime={slot}>{formatNextFreeSlot(slot)}</time>
      </Text>
    </Group>
  );
}

export function AdviserCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden="true">
      <CardSkeletonHeader avatarSize={72} />
      <Skeleton height={20} width="40%" mt="md" />
      <Skeleton height={10} mt="md" />
      <Skeleton height={10} mt={8} />
      <Skeleton height={10} mt={8} width="60%" />
    </Card>
  );
}
