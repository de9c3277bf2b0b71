// The area's forms validate with the shared zod schemas: their messages are Hungarian.
import '@common/zod-locale';
import {
  IconAdjustments,
  IconCalendarEvent,
  IconCategory,
  IconCreditCard,
  IconDashboard,
  IconUser,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';
import { AccountDeletionSection } from '@web/features/account-settings/components/account-deletion-section';
import { ChangePasswordSection } from '@web/features/account-settings/components/change-password-section';
import { DataExportSection } from '@web/features/account-settings/components/data-export-section';
import { SessionsSection } from '@web/features/account-settings/components/sessions-section';
import { TwoFactorSection } from '@web/features/account-settings/components/two-factor-section';
import AdminAdvisersPage from '@web/features/admin-advisers/advisers-page';
import AdminConsultationsPage from '@web/features/admin-consultations/consultations-page';
import AdminDashboardPage from '@web/features/admin-dashboard/dashboard-page';
import AdminProfilePage from '@web/features/admin-profile/profile-page';
import AdminSettingsPage from '@web/features/admin-settings/settings-page';
import AdminSubscriptionsPage from '@web/features/admin-subscriptions/subscriptions-page';
import AdminTypesPage from '@web/features/admin-types/types-page';
import AdminUsersPage from '@web/features/admin-users/users-page';
import { AreaRoutes, type AreaScreen } from './area-routes';

const icon = { size: 18, 'aria-hidden': true } as const;

const screens: AreaScreen[] = [
  {
    path: '',
    title: 'Vezérlőpult',
    nav: { label: 'Vezérlőpult', icon: <IconDashboard {...icon} /> },
    element: <AdminDashboardPage />,
  },
  {
    path: 'felhasznalok',
    title: 'Felhasználók',
    nav: { label: 'Felhasználók', icon: <IconUsers {...icon} /> },
    element: <AdminUsersPage />,
  },
  {
    path: 'tanacsadok',
    title: 'Tanácsadók',
    nav: { label: 'Tanácsadók', icon: <IconUserStar {...icon} /> },
    element: <AdminAdvisersPage />,
  },
  {
    path: 'elofizetesek',
    title: 'Előfizetések',
    nav: { label: 'Előfizetések', icon: <IconCreditCard {...icon} /> },
    element: <AdminSubscriptionsPage />,
  },
  {
    path: 'tanacsadasok',
    title: 'Tanácsadások',
    nav: { label: 'Tanácsadások', icon: <IconCalendarEvent {...icon} /> },
    element: <AdminConsultationsPage />,
  },
  {
    path: 'tipusok',
    title: 'Típusok',
    nav: { label: 'Típusok', icon: <IconCategory {...icon} /> },
    element: <AdminTypesPage />,
  },
  {
    path: 'beallitasok',
    title: 'Beállítások',
    nav: { label: 'Beállítások', icon: <IconAdjustments {...icon} /> },
    element: (
      <AdminSettingsPage
        accountSettings={
          <>
            <ChangePasswordSection />
            <TwoFactorSection />
            <SessionsSection />
            <DataExportSection />
            <AccountDeletionSection />
          </>
        }
      />
    ),
  },
  {
    path: 'profil',
    title: 'Profil',
    nav: { label: 'Profil', icon: <IconUser {...icon} /> },
    element: <AdminProfilePage />,
  },
];

/** /admin (role admin), loaded only when an admin opens it. */
export default function AdminArea() {
  return <AreaRoutes title="Adminisztráció" basePath="/admin" screens={screens} />;
}
