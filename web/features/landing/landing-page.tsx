import content from '@content/landing/kerdezoknek.md';
import {
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarPlus,
  IconCalendarTime,
  IconCheck,
  IconCurrencyForint,
  IconFileInvoice,
  IconLanguage,
  IconMessages,
  IconSearch,
  IconShieldLock,
  IconUserPlus,
  IconVideo,
} from '@tabler/icons-react';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { Link } from 'react-router';
import { ActiveExpertsCount, AreasBlock } from './components/consultation-types';
import { CardGridBlock, ClosingPanel, FaqBlock } from './components/content-blocks';
import { ContentSpan, ContentText, sectionOf, sectionWithIcons } from './components/content-text';

// The texts are content/landing/kerdezoknek.md; the page finds its sections by their ids and gives their
// items its icons in order.
const HIGHLIGHTS = sectionOf(content, 'amit-kinal');
const STEPS = sectionWithIcons(content, 'hogyan-mukodik', [
  IconSearch,
  IconCalendarPlus,
  IconFileInvoice,
  IconVideo,
]);
const AREAS = sectionOf(content, 'tanacsadasi-teruletek');
const BENEFITS = sectionWithIcons(content, 'elonyok', [
  IconShieldLock,
  IconVideo,
  IconMessages,
  IconLanguage,
  IconCurrencyForint,
  IconCalendarTime,
]);
const FAQ = sectionOf(content, 'gyakori-kerdesek');
const START = sectionOf(content, 'kezdes');

/** "Tanácsadók böngészése" and "Regisztráció", under the title and in the closing panel. */
function CallToAction({ size }: { size?: 'md' }) {
  return (
    <Group>
      <Button component={Link} to="/tanacsadok" size={size} leftSection={<IconSearch aria-hidden="true" />}>
        Tanácsadók böngészése
      </Button>
      <Button
        component={Link}
        to="/regisztracio"
        size={size}
        variant="outline"
        leftSection={<IconUserPlus aria-hidden="true" />}
      >
        Regisztráció
      </Button>
    </Group>
  );
}

export default function LandingPage() {
  usePageTitle(PAGE_TITLES.landing);
  // The call to action's first paragraph comes before its buttons, the rest after them.
  const [startLead = '', ...startMore] = START.paragraphs;

  return (
    <Container size="lg" py="xl">
      <Stack gap={64}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Title order={1}>{content.title}</Title>
            {content.intro.paragraphs.map((html) => (
              <ContentText key={html} size="lg" html={html} />
            ))}
            <CallToAction size="md" />
            <ActiveExpertsCount suffix="aktív szakértő várja Önt" />
          </Stack>
          <Paper withBorder radius="lg" p="xl">
            <Text fw={700} size="lg" mb="md">
              {HIGHLIGHTS.title}
            </Text>
            <List
              spacing="sm"
              center
              icon={
                <ThemeIcon size={28} radius="xl" variant="light">
                  <IconCheck aria-hidden="true" size={18} />
                </ThemeIcon>
              }
            >
              {HIGHLIGHTS.list.map((html) => (
                <List.Item key={html}>
                  <ContentSpan html={html} />
                </List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>

        <CardGridBlock section={STEPS} columns={4} numbered />

        <AreasBlock section={AREAS} linked />

        <CardGridBlock section={BENEFITS} columns={3} />

        <FaqBlock section={FAQ} />

        <ClosingPanel section={START}>
          <ContentText html={startLead} />
          <CallToAction />
          {startMore.map((html) => (
            <ContentText key={html} html={html} />
          ))}
        </ClosingPanel>
      </Stack>
    </Container>
  );
}
