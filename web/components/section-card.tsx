import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One section of a page: a card named by its h2 (a landmark that screen readers can list). */
export function SectionCard({
  title,
  id,
  children,
  action,
}: {
  title: string;
  /** Anchor for links such as /tanacsadoi-fiok/profil#bemutatkozas. */
  id?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        {action ? (
          <Stack gap="xs">
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {action}
          </Stack>
        ) : (
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
