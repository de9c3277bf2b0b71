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
import SettingsPage from '@web/features/account-settings/settings-page';
import { AreaRoutes, type AreaScreen } from './area-routes';

const icon = { size: 18, 'aria-hidden': true } as const;

const screens: AreaScreen[] = [
  {
    path: '',
    title: 'Vezérlőpult',
    nav: { label: 'Vezérlőpult', icon: <IconDashboard {...icon} /> },
    feature: 'A vezérlőpult',
  },
  {
    path: 'felhasznalok',
    title: 'Felhasználók',
    nav: { label: 'Felhasználók', icon: <IconUsers {...icon} /> },
    feature: 'A felhasználók kezelése',
  },
  {
    path: 'tanacsadok',
    title: 'Tanácsadók',
    nav: { label: 'Tanácsadók', icon: <IconUserStar {...icon} /> },
    feature: 'A tanácsadók kezelése',
  },
  {
    path: 'elofizetesek',
    title: 'Előfizetések',
    nav: { label: 'Előfizetések', icon: <IconCreditCard {...icon} /> },
    feature: 'Az előfizetések kezelése',
  },
  {
    path: 'tanacsadasok',
    title: 'Tanácsadások',
    nav: { label: 'Tanácsadások', icon: <IconCalendarEvent {...icon} /> },
    feature: 'A tanácsadások kezelése',
  },
  {
    path: 'tipusok',
    title: 'Típusok',
    nav: { label: 'Típusok', icon: <IconCategory {...icon} /> },
    feature: 'A tanácsadási típusok kezelése',
  },
  {
    path: 'beallitasok',
    title: 'Beállítások',
    nav: { label: 'Beállítások', icon: <IconAdjustments {...icon} /> },
    element: <SettingsPage />,
  },
  {
    path: 'profil',
    title: 'Profil',
    nav: { label: 'Profil', icon: <IconUser {...icon} /> },
    feature: 'A profil',
  },
];

/** /admin (role admin), loaded only when an admin opens it. */
export default function AdminArea() {
  return <AreaRoutes title="Adminisztráció" basePath="/admin" screens={screens} />;
}
