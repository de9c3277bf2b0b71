import content from '@content/landing/tanacsadoknak.md';
import { Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarCog,
  IconCertificate,
  IconDeviceLaptop,
  IconFileInvoice,
  IconIdBadge2,
  IconLogin,
  IconMail,
  IconMessages,
  IconReceipt,
  IconSend,
  IconStar,
  IconUserCircle,
  IconUserPlus,
  IconVideo,
  IconWifi,
} from '@tabler/icons-react';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { Link } from 'react-router';
import { ActiveExpertsCount, AreasBlock } from './components/consultation-types';
import { CardGridBlock, ClosingPanel, ContentBlock, FaqBlock } from './components/content-blocks';
import { ContentSpan, ContentText, sectionOf, sectionWithIcons } from './components/content-text';

const ADVISER_REGISTRATION_PATH = '/regisztracio?szerep=tanacsado';

// The texts are content/landing/tanacsadoknak.md; the page finds its sections by their ids and gives
// their items its icons in order.
const FEATURES = sectionWithIcons(content, 'miert-csatlakozzon', [
  IconUserCircle,
  IconCalendarCog,
  IconCalendarCheck,
  IconVideo,
  IconMessages,
  IconFileInvoice,
  IconStar,
]);
const STEPS = sectionWithIcons(content, 'hogyan-mukodik', [
  IconUserPlus,
  IconIdBadge2,
  IconSend,
  IconCalendarCheck,
]);
const AREAS = sectionOf(content, 'tanacsadasi-teruletek');
const REQUIREMENTS = sectionWithIcons(content, 'mire-lesz-szukseg', [
  IconMail,
  IconReceipt,
  IconCertificate,
  IconDeviceLaptop,
  IconWifi,
]);
const FAQ = sectionOf(content, 'tanacsadoi-gyik');
const JOIN = sectionOf(content, 'csatlakozas');

/** Long button labels may wrap instead of pushing the page wider than a 360 px screen. */
const WRAPPING_BUTTON_STYLES = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 6 },
} as const;

function CallToAction() {
  return (
    <Group>
      <Button
        component={Link}
        to={ADVISER_REGISTRATION_PATH}
        size="md"
        leftSection={<IconUserPlus aria-hidden="true" />}
        styles={WRAPPING_BUTTON_STYLES}
      >
        Regisztráció tanácsadóként
      </Button>
      <Button
        component={Link}
        to="/bejelentkezes"
        size="md"
        variant="outline"
        leftSection={<IconLogin aria-hidden="true" />}
      >
        Bejelentkezés
      </Button>
    </Group>
  );
}

export default function AdviserLandingPage() {
  usePageTitle(PAGE_TITLES.adviserLanding);

  return (
    <Container size="lg" py="xl">
      <Stack gap={64}>
        <Stack gap="lg" maw={760}>
          <Title order={1}>{content.title}</Title>
          {content.intro.paragraphs.map((html) => (
            <ContentText key={html} size="lg" html={html} />
          ))}
          <CallToAction />
          <ActiveExpertsCount suffix="aktív tanácsadó fogad foglalásokat a portálon" />
        </Stack>

        <CardGridBlock section={FEATURES} columns={3} />

        <CardGridBlock section={STEPS} columns={4} numbered />

        <AreasBlock section={AREAS} />

        <ContentBlock section={REQUIREMENTS}>
          <Paper withBorder radius="lg" p="xl">
            <List spacing="md" center>
              {REQUIREMENTS.items.map((requirement) => {
                const Icon = requirement.icon;
                return (
                  <List.Item
                    key={requirement.title}
                    icon={
                      <ThemeIcon size={32} radius="xl" variant="light">
                        <Icon aria-hidden="true" size={18} />
                      </ThemeIcon>
                    }
                  >
                    <Text span fw={700}>
                      {requirement.title}:
                    </Text>{' '}
                    {requirement.paragraphs.map((html) => (
                      <ContentSpan key={html} html={html} />
                    ))}
                  </List.Item>
                );
              })}
            </List>
          </Paper>
        </ContentBlock>

        <FaqBlock section={FAQ} />

        <ClosingPanel section={JOIN}>
          {JOIN.paragraphs.map((html) => (
            <ContentText key={html} html={html} />
          ))}
          <CallToAction />
        </ClosingPanel>
      </Stack>
    </Container>
  );
}
