import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@web/lib/page-title';
import { AccountDeletionSection } from './components/account-deletion-section';
import { CalendarFeedSection } from './components/calendar-feed-section';
import { ChangePasswordSection } from './components/change-password-section';
import { DataExportSection } from './components/data-export-section';
import { NotificationsSection } from './components/notifications-section';
import { SessionsSection } from './components/sessions-section';
import { TwoFactorSection } from './components/two-factor-section';

/**
 * "Beállítások" of every area: password, two-factor login, other sessions, calendar feed, notifications,
 * and the data rights (data export, account deletion).
 */
export default function SettingsPage() {
  usePageTitle('Beállítások');
  return (
    <Container size="md" py="xl" px={0}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Beállítások</Title>
          <Text>Itt kezelheti fiókja biztonsági beállításait.</Text>
        </Stack>
        <ChangePasswordSection />
        <TwoFactorSection />
        <SessionsSection />
        <CalendarFeedSection />
        <NotificationsSection />
        <DataExportSection />
        <AccountDeletionSection />
      </Stack>
    </Container>
  );
}
