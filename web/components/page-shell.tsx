import { Container, type MantineSize, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@web/lib/page-title';
import type { ReactNode } from 'react';

/** The frame of one screen: its one h1, an optional intro, then the content. */
export function PageShell({
  title,
  intro,
  children,
  size = 'md',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Wider for screens built around a table (the admin lists). */
  size?: MantineSize;
}) {
  usePageTitle(title);
  return (
    <Container size={size} py="xl" px={0}>
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
