import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@web/lib/page-title';
import { ComingSoonPanel } from './coming-soon-panel';

/** A screen whose route and layout are real but whose feature comes in a later issue. */
export function PlaceholderPage({
  title,
  feature,
  intro,
}: {
  title: string;
  feature: string;
  intro?: string;
}) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl" px={0}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {intro ? <Text>{intro}</Text> : null}
        <ComingSoonPanel feature={feature} />
      </Stack>
    </Container>
  );
}
