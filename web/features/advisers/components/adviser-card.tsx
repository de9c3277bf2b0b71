import type { PublicAdviser } from '@common/api/advisers';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CardSkeletonHeader } from '@web/components/card-skeleton-header';
import { ConsultingAreaBadges } from '@web/components/consulting-area-badges';
import { StarRating } from '@web/components/star-rating';
import { Link } from 'react-router';
import { excerpt } from '../display';
import { AdviserAvatar } from './adviser-avatar';
import classes from './adviser-card.module.css';
import { NextFreeSlot } from './next-free-slot';
import { OfferPrices } from './offer-prices';

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
        <OfferPrices offers={adviser.consultingTopics} />
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
