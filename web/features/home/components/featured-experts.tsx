import type { RecommendedExpert } from '@common/api/advisers';
import { RECOMMENDED_EXPERTS_PLACEHOLDER_COUNT } from '@common/constants';
import { Anchor, Avatar, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { CardSkeletonHeader } from '@web/components/card-skeleton-header';
import { ConsultingAreaBadges } from '@web/components/consulting-area-badges';
import { StarRating } from '@web/components/star-rating';
import { siteMediaSrc } from '@web/lib/site-media';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useRecommendedExperts } from '../api/recommended-experts';

const GRID_COLS = { base: 1, sm: 2, md: 3 } as const;

/**
 * "Kiemelt tanácsadók": the recommended experts as cards linking to their profiles. When the call fails,
 * three empty placeholder cards (SPEC.md §8) say that new experts are coming, without inventing anyone.
 */
export function FeaturedExperts() {
  const experts = useRecommendedExperts();

  if (experts.isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <CardSkeletonHeader avatarSize={64} />
            <Skeleton height={20} width="45%" mt="md" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  if (experts.isError) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" role="list" data-testid="featured-placeholders">
        {Array.from({ length: RECOMMENDED_EXPERTS_PLACEHOLDER_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PlaceholderCard key={index} />
        ))}
      </SimpleGrid>
    );
  }

  if (experts.data.length === 0) {
    return (
      <Text>
        Jelenleg nincs kiemelt tanácsadó.{' '}
        <Anchor component={Link} to="/tanacsadok">
          Nézze meg az összes tanácsadót
        </Anchor>
        .
      </Text>
    );
  }

  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg" role="list">
      {experts.data.map((expert) => (
        <Suspense key={expert.id}>
          <ExpertCard expert={expert} />
        </Suspense>
      ))}
    </SimpleGrid>
  );
}

function ExpertCard({ expert }: { expert: RecommendedExpert }) {
  return (
    <Card withBorder radius="md" padding="lg" role="listitem" data-testid="featured-expert">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar
            src={siteMediaSrc(expert.avatar)}
            alt={expert.name}
            name={expert.name}
            color="blue"
            size={64}
            radius={32}
            aria-hidden={expert.avatar ? undefined : true}
            imageProps={{ loading: 'lazy', width: 64, height: 64 }}
          />
          <Stack gap={4} miw={0}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/tanacsado/${expert.id}`} inherit underline="hover">
                {expert.name}
              </Anchor>
            </Title>
            {expert.specialization ? (
              <Text size="sm" c="dimmed">
                {expert.specialization}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <StarRating rating={expert.rating} reviewCount={expert.reviewCount} />
        <ConsultingAreaBadges areas={expert.consultingAreas} size="sm" />
      </Stack>
    </Card>
  );
}

/** An empty, clearly-not-a-person card: dashed border, grey silhouette, "Hamarosan új szakértők". */
function PlaceholderCard() {
  return (
    <Card
      role="listitem"
      radius="md"
      padding="lg"
      bg="gray.0"
      style={{ border: '2px dashed var(--mantine-color-gray-4)' }}
      data-testid="featured-placeholder"
    >
      <Group wrap="nowrap" gap="md">
        <Box
          aria-hidden="true"
          w={64}
          h={64}
          style={{
            borderRadius: '50%',
            background: 'var(--mantine-color-gray-2)',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <IconUserPlus size={28} color="var(--mantine-color-gray-7)" />
        </Box>
        <Stack gap={4} miw={0}>
          <Text fw={700}>Hamarosan új szakértők</Text>
          <Text size="sm" c="dimmed">
            Nézzen vissza később, vagy böngéssze a tanácsadók listáját.
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
