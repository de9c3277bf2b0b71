import { Group, Paper, Stack, Title, type TitleProps } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface HeadedCardProps {
  /** The heading's content; the card is named by it (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Anchor for links such as /tanacsadoi-fiok/profil#bemutatkozas. */
  id?: string;
  /** Drawn inside the heading, before its text (decorative). */
  icon?: ReactNode;
  /** Before the heading on its line (a step number). */
  lead?: ReactNode;
  /** At the end of the heading's line (a date, a status badge). */
  aside?: ReactNode;
  /** Right under the heading (a line of actions or a note). */
  action?: ReactNode;
  /** More for the heading element (tabIndex, data-testid, style). */
  titleProps?: Omit<TitleProps, 'order' | 'id' | 'children'> & Record<`data-${string}`, string>;
  testId?: string;
}

/** A bordered card named by its heading, a section (h2) or an article (h3) of a page. */
function HeadedCard({
  kind,
  title,
  children,
  id,
  icon,
  lead,
  aside,
  action,
  titleProps,
  testId,
}: HeadedCardProps & { kind: 'section' | 'article' }) {
  const headingId = useId();
  const section = kind === 'section';
  let heading: ReactNode = (
    <Title order={section ? 2 : 3} size={section ? 'h3' : 'h5'} {...titleProps} id={headingId}>
      {icon ? (
        <Group gap={6} component="span" wrap="nowrap" align="center">
          {icon}
          <span>{title}</span>
        </Group>
      ) : (
        title
      )}
    </Title>
  );
  if (lead) {
    heading = (
      <Group gap="sm" wrap="nowrap">
        {lead}
        {heading}
      </Group>
    );
  }
  if (aside) {
    heading = (
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        {heading}
        {aside}
      </Group>
    );
  }
  if (action) {
    heading = (
      <Stack gap="xs">
        {heading}
        {action}
      </Stack>
    );
  }
  return (
    <Paper
      component={kind}
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={section ? { base: 'md', sm: 'lg' } : { base: 'sm', sm: 'md' }}
      style={id ? { scrollMarginTop: 80 } : undefined}
      data-testid={testId}
    >
      <Stack gap={section ? 'md' : 'xs'}>
        {heading}
        {children}
      </Stack>
    </Paper>
  );
}

/** One section of a page: a card named by its h2 (a landmark that screen readers can list). */
export function SectionCard(props: HeadedCardProps) {
  return <HeadedCard kind="section" {...props} />;
}

/** One item of a list of cards (a consultation, a review): an article named by its h3. */
export function ArticleCard(props: HeadedCardProps) {
  return <HeadedCard kind="article" {...props} />;
}
