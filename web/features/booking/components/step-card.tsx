import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One step of the booking: a section named by its h2, with the step's number drawn beside it. */
export function StepCard({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon radius="xl" size="md" variant="filled" aria-hidden="true">
            {step}
          </ThemeIcon>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
