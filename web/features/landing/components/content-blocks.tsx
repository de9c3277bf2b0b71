import { Box, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ContentItem, ContentSection } from '@web/content/markdown-content';
import type { ReactNode } from 'react';
import { ContentText, type IconSection } from './content-text';
import classes from './landing.module.css';

/** An item of a content section as a card: the page's icon, an optional label, its title and text. */
export function InfoCard({ item, label }: { item: ContentItem & { icon: TablerIcon }; label?: string }) {
  const Icon = item.icon;
  return (
    <Card withBorder radius="md" padding="lg" role="listitem">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon aria-hidden="true" size={26} />
          </ThemeIcon>
          {label ? <Text fw={700}>{label}</Text> : null}
        </Group>
        <Title order={3} size="h4">
          {item.title}
        </Title>
        {item.paragraphs.map((html) => (
          <ContentText key={html} html={html} />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The questions of a content section (`### Kérdés {#azonosito}`), each opening its answer: native
 * <details>, which works before and without the page's scripts (the landing pages are static,
 * web/components/static-page.tsx).
 */
export function FaqList({ items }: { items: ContentItem[] }) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <details key={item.id ?? item.title} className={classes.faqItem}>
          <summary className={classes.faqQuestion}>{item.title}</summary>
          <div className={classes.faqAnswer}>
            {item.paragraphs.map((html) => (
              <ContentText key={html} html={html} />
            ))}
          </div>
        </details>
      ))}
    </Stack>
  );
}

/** A section of the page named by its h2 (the content section's title and id). */
export function ContentBlock({ section, children }: { section: ContentSection; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={section.id}>
      <Stack gap="lg">
        <Title order={2} id={section.id}>
          {section.title}
        </Title>
        {children}
      </Stack>
    </Box>
  );
}

/** A content section whose items are cards in a grid; `numbered` labels them as steps. */
export function CardGridBlock({
  section,
  columns,
  numbered = false,
}: {
  section: IconSection<TablerIcon>;
  columns: 3 | 4;
  numbered?: boolean;
}) {
  return (
    <ContentBlock section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} role="list">
        {section.items.map((item, index) => (
          <InfoCard key={item.title} item={item} label={numbered ? `${index + 1}. lépés` : undefined} />
        ))}
      </SimpleGrid>
    </ContentBlock>
  );
}

/** The questions of a content section under its heading. */
export function FaqBlock({ section }: { section: ContentSection }) {
  return (
    <ContentBlock section={section}>
      <FaqList items={section.items} />
    </ContentBlock>
  );
}

/** The closing call to action: the section's heading in a framed panel, then what the page puts in it. */
export function ClosingPanel({ section, children }: { section: ContentSection; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p="xl" aria-labelledby={section.id}>
      <Stack gap="md" align="flex-start">
        <Title order={2} id={section.id}>
          {section.title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
