import {
  IconCalendarEvent,
  IconHome,
  IconMessages,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconStar,
  IconUser,
} from '@tabler/icons-react';
import SettingsPage from '@web/features/account-settings/settings-page';
import { AreaRoutes, type AreaScreen } from './area-routes';

const icon = { size: 18, 'aria-hidden': true } as const;

const screens: AreaScreen[] = [
  {
    path: '',
    title: 'Áttekintés',
    nav: { label: 'Áttekintés', icon: <IconHome {...icon} /> },
    feature: 'A fiók áttekintése',
  },
  {
    path: 'tanacsadok',
    title: 'Tanácsadók',
    nav: { label: 'Tanácsadók keresése', icon: <IconSearch {...icon} /> },
    feature: 'A tanácsadók keresése',
  },
  { path: 'tanacsado/:id', title: 'Tanácsadó profilja', feature: 'A tanácsadói profil' },
  { path: 'foglalas/:id', title: 'Foglalás', feature: 'Az időpontfoglalás' },
  {
    path: 'tanacsadasaim',
    title: 'Tanácsadásaim',
    nav: { label: 'Tanácsadásaim', icon: <IconCalendarEvent {...icon} /> },
    feature: 'A foglalásaim listája',
  },
  {
    path: 'uzenetek',
    title: 'Üzenetek',
    nav: { label: 'Üzenetek', icon: <IconMessages {...icon} /> },
    feature: 'Az üzenetküldés',
  },
  {
    path: 'ertekeleseim',
    title: 'Értékeléseim',
    nav: { label: 'Értékeléseim', icon: <IconStar {...icon} /> },
    feature: 'Az értékelések',
  },
  {
    path: 'profil',
    title: 'Profil',
    nav: { label: 'Profil', icon: <IconUser {...icon} /> },
    feature: 'A profil',
  },
  {
    path: 'szamlazasi-adatok',
    title: 'Számlázási adatok',
    nav: { label: 'Számlázási adatok', icon: <IconReceipt {...icon} /> },
    feature: 'A számlázási adatok kezelése',
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
