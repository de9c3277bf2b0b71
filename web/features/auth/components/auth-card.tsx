import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every public auth screen sits in: one h1, then the form and its links. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="xs" py="xl" px="md">
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
