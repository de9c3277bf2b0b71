import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@web/lib/page-title';
import type { ReactNode } from 'react';

/** The frame of one screen: its one h1, an optional intro, then the content. */
export function PageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl" px={0}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          {intro ? <Text>{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
