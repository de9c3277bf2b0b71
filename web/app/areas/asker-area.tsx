// The area's forms validate with the shared zod schemas: their messages are Hungarian.
import '@common/zod-locale';
import {
  IconCalendarEvent,
  IconCreditCard,
  IconHome,
  IconMessages,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconStar,
  IconUser,
} from '@tabler/icons-react';
import SettingsPage from '@web/features/account-settings/settings-page';
import AdviserListPage from '@web/features/advisers/adviser-list-page';
import AdviserProfilePage from '@web/features/advisers/adviser-profile-page';
import AskerBillingPage from '@web/features/asker-account/billing-page';
import AskerOverviewPage from '@web/features/asker-account/overview-page';
import AskerProfilePage from '@web/features/asker-account/profile-page';
import BookingPage from '@web/features/booking/booking-page';
import MessagesPage from '@web/features/messages/messages-page';
import MyConsultationsPage from '@web/features/my-consultations/my-consultations-page';
import MyReviewsPage from '@web/features/reviews/my-reviews-page';
import SubscriptionPage from '@web/features/subscriptions/subscription-page';
import { UnreadNavBadge } from '../unread-nav-badge';
import { AreaRoutes, type AreaScreen, navScreen } from './area-routes';

const screens: AreaScreen[] = [
  navScreen('', 'Áttekintés', IconHome, <AskerOverviewPage />),
  navScreen('tanacsadok', 'Tanácsadók', IconSearch, <AdviserListPage profileBase="/kerdezo/tanacsado" />, {
    label: 'Tanácsadók keresése',
  }),
  {
    path: 'tanacsado/:id',
    title: 'Tanácsadó profilja',
    element: <AdviserProfilePage listPath="/kerdezo/tanacsadok" />,
  },
  { path: 'foglalas/:id', title: 'Foglalás', element: <BookingPage /> },
  navScreen('tanacsadasaim', 'Tanácsadásaim', IconCalendarEvent, <MyConsultationsPage />),
  navScreen(
    'uzenetek',
    'Üzenetek',
    IconMessages,
    <MessagesPage
      profileBase="/kerdezo/tanacsado"
      emptyAction={{ to: '/kerdezo/tanacsadok', label: 'Tanácsadók keresése' }}
    />,
    { badge: <UnreadNavBadge /> },
  ),
  navScreen('ertekeleseim', 'Értékeléseim', IconStar, <MyReviewsPage />),
  navScreen('elofizetes', 'Előfizetés', IconCreditCard, <SubscriptionPage audience="kerdezo" />),
  navScreen('profil', 'Profil', IconUser, <AskerProfilePage />),
  navScreen('szamlazasi-adatok', 'Számlázási adatok', IconReceipt, <AskerBillingPage />),
  navScreen('beallitasok', 'Beállítások', IconSettings, <SettingsPage />),
];

/** /kerdezo (role kerdezo), loaded only when an asker opens it. */
export default function AskerArea() {
  return <AreaRoutes title="Kérdezői fiók" basePath="/kerdezo" screens={screens} />;
}
