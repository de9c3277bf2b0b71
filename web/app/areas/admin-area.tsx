// The area's forms validate with the shared zod schemas: their messages are Hungarian.
import '@common/zod-locale';
import {
  IconAdjustments,
  IconCalendarEvent,
  IconCategory,
  IconCreditCard,
  IconDashboard,
  IconHistory,
  IconReportMoney,
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
import AdminAuditLogPage from '@web/features/admin-audit/audit-log-page';
import AdminConsultationsPage from '@web/features/admin-consultations/consultations-page';
import AdminDashboardPage from '@web/features/admin-dashboard/dashboard-page';
import AdminProfilePage from '@web/features/admin-profile/profile-page';
import AdminSettingsPage from '@web/features/admin-settings/settings-page';
import AdminSubscriptionsPage from '@web/features/admin-subscriptions/subscriptions-page';
import AdminTypesPage from '@web/features/admin-types/types-page';
import AdminUsersPage from '@web/features/admin-users/users-page';
import Dac7ReportPage from '@web/features/dac7/dac7-report-page';
import { AreaRoutes, type AreaScreen, navScreen } from './area-routes';

const screens: AreaScreen[] = [
  navScreen('', 'Vezérlőpult', IconDashboard, <AdminDashboardPage />),
  navScreen('felhasznalok', 'Felhasználók', IconUsers, <AdminUsersPage />),
  navScreen('tanacsadok', 'Tanácsadók', IconUserStar, <AdminAdvisersPage />),
  navScreen('elofizetesek', 'Előfizetések', IconCreditCard, <AdminSubscriptionsPage />),
  navScreen('tanacsadasok', 'Tanácsadások', IconCalendarEvent, <AdminConsultationsPage />),
  navScreen('tipusok', 'Típusok', IconCategory, <AdminTypesPage />),
  navScreen('valtozasnaplo', 'Változásnapló', IconHistory, <AdminAuditLogPage />),
  navScreen('dac7', 'DAC7 jelentés', IconReportMoney, <Dac7ReportPage />),
  navScreen(
    'beallitasok',
    'Beállítások',
    IconAdjustments,
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
    />,
  ),
  navScreen('profil', 'Profil', IconUser, <AdminProfilePage />),
];

/** /admin (role admin), loaded only when an admin opens it. */
export default function AdminArea() {
  return <AreaRoutes title="Adminisztráció" basePath="/admin" screens={screens} />;
}
