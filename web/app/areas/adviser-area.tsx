// The area's forms validate with the shared zod schemas: their messages are Hungarian.
import '@common/zod-locale';
import { Container } from '@mantine/core';
import {
  IconBuildingBank,
  IconCalendar,
  IconHome,
  IconMessages,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconStar,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import SettingsPage from '@web/features/account-settings/settings-page';
import { AccountStatusSection } from '@web/features/adviser-account/account-status-section';
import AdviserBillingPage from '@web/features/adviser-account/billing-page';
import AdviserOverviewPage from '@web/features/adviser-account/overview-page';
import AdviserProfilePage from '@web/features/adviser-account/profile-page';
import ConsultationsPage from '@web/features/consultations/consultations-page';
import { Dac7Section } from '@web/features/dac7/dac7-section';
import MessagesPage from '@web/features/messages/messages-page';
import DemoOnboardingPage from '@web/features/payouts/demo-onboarding-page';
import PayoutsPage from '@web/features/payouts/payouts-page';
import ReceivedReviewsPage from '@web/features/reviews/received-reviews-page';
import SubscriptionPage from '@web/features/subscriptions/subscription-page';
import { lazy } from 'react';
import { ConsultationsNavBadge } from '../consultations-nav-badge';
import { UnreadNavBadge } from '../unread-nav-badge';
import { AreaRoutes, type AreaScreen, navScreen } from './area-routes';

// FullCalendar is large: only the calendar screen downloads it (the layout's Suspense shows the loader).
const CalendarPage = lazy(() => import('@web/features/calendar/calendar-page'));

/** The shared settings (password, 2FA, sessions), then the adviser's account state (activation). */
function AdviserSettingsPage() {
  return (
    <>
      <SettingsPage />
      <Container size="md" pb="xl" px={0} mt={-12}>
        <AccountStatusSection />
      </Container>
    </>
  );
}

const screens: AreaScreen[] = [
  navScreen('', 'Áttekintés', IconHome, <AdviserOverviewPage />),
  navScreen('profil', 'Profil', IconUser, <AdviserProfilePage />),
  navScreen('tanacsadasok', 'Tanácsadások', IconUsersGroup, <ConsultationsPage />, {
    badge: <ConsultationsNavBadge />,
  }),
  navScreen('naptar', 'Naptár', IconCalendar, <CalendarPage />),
  navScreen('uzenetek', 'Üzenetek', IconMessages, <MessagesPage />, { badge: <UnreadNavBadge /> }),
  navScreen('ertekelesek', 'Értékelések', IconStar, <ReceivedReviewsPage />),
  navScreen(
    'szamlazasi-adatok',
    'Számlázási adatok',
    IconReceipt,
    <AdviserBillingPage after={<Dac7Section />} />,
  ),
  navScreen('kifizetesek', 'Kifizetések', IconBuildingBank, <PayoutsPage />),
  // The demo provider's onboarding (DEMO_ONBOARDING_PATH), reached from Kifizetések only.
  { path: 'kifizetesek/demo', title: 'Demó kifizetési fiók', element: <DemoOnboardingPage /> },
  navScreen(
    'elofizetes-csomagok',
    'Előfizetési csomagok',
    IconPackage,
    <SubscriptionPage audience="tanacsado" />,
  ),
  navScreen('beallitasok', 'Beállítások', IconSettings, <AdviserSettingsPage />),
];

/** /tanacsadoi-fiok (role tanacsado), loaded only when an adviser opens it. */
export default function AdviserArea() {
  return <AreaRoutes title="Tanácsadói fiók" basePath="/tanacsadoi-fiok" screens={screens} />;
}
