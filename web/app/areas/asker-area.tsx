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
import { AreaRoutes, type AreaScreen } from './area-routes';

const icon = { size: 18, 'aria-hidden': true } as const;

const screens: AreaScreen[] = [
  {
    path: '',
    title: 'Áttekintés',
    nav: { label: 'Áttekintés', icon: <IconHome {...icon} /> },
    element: <AskerOverviewPage />,
  },
  {
    path: 'tanacsadok',
    title: 'Tanácsadók',
    nav: { label: 'Tanácsadók keresése', icon: <IconSearch {...icon} /> },
    element: <AdviserListPage profileBase="/kerdezo/tanacsado" />,
  },
  {
    path: 'tanacsado/:id',
    title: 'Tanácsadó profilja',
    element: <AdviserProfilePage listPath="/kerdezo/tanacsadok" />,
  },
  { path: 'foglalas/:id', title: 'Foglalás', element: <BookingPage /> },
  {
    path: 'tanacsadasaim',
    title: 'Tanácsadásaim',
    nav: { label: 'Tanácsadásaim', icon: <IconCalendarEvent {...icon} /> },
    element: <MyConsultationsPage />,
  },
  {
    path: 'uzenetek',
    title: 'Üzenetek',
    nav: { label: 'Üzenetek', icon: <IconMessages {...icon} />, badge: <UnreadNavBadge /> },
    element: (
      <MessagesPage
        profileBase="/kerdezo/tanacsado"
        emptyAction={{ to: '/kerdezo/tanacsadok', label: 'Tanácsadók keresése' }}
      />
    ),
  },
  {
    path: 'ertekeleseim',
    title: 'Értékeléseim',
    nav: { label: 'Értékeléseim', icon: <IconStar {...icon} /> },
    element: <MyReviewsPage />,
  },
  {
    path: 'elofizetes',
    title: 'Előfizetés',
    nav: { label: 'Előfizetés', icon: <IconCreditCard {...icon} /> },
    element: <SubscriptionPage audience="kerdezo" />,
  },
  {
    path: 'profil',
    title: 'Profil',
    nav: { label: 'Profil', icon: <IconUser {...icon} /> },
    element: <AskerProfilePage />,
  },
  {
    path: 'szamlazasi-adatok',
    title: 'Számlázási adatok',
    nav: { label: 'Számlázási adatok', icon: <IconReceipt {...icon} /> },
    element: <AskerBillingPage />,
  },
  {
    path: 'beallitasok',
    title: 'Beállítások',
    nav: { label: 'Beállítások', icon: <IconSettings {...icon} /> },
    element: <SettingsPage />,
  },
];

/** /kerdezo (role kerdezo), loaded only when an asker opens it. */
export default function AskerArea() {
  return <AreaRoutes title="Kérdezői fiók" basePath="/kerdezo" screens={screens} />;
}
