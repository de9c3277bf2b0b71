import {
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
    path: 'profil',
    title: 'Profil',
    nav: { label: 'Profil', icon: <IconUser {...icon} /> },
    feature: 'A profilszerkesztés',
  },
  {
    path: 'tanacsadasok',
    title: 'Tanácsadások',
    nav: { label: 'Tanácsadások', icon: <IconUsersGroup {...icon} /> },
    feature: 'A foglalások kezelése',
  },
  {
    path: 'naptar',
    title: 'Naptár',
    nav: { label: 'Naptár', icon: <IconCalendar {...icon} /> },
    feature: 'A naptár',
  },
  {
    path: 'uzenetek',
    title: 'Üzenetek',
    nav: { label: 'Üzenetek', icon: <IconMessages {...icon} /> },
    feature: 'Az üzenetküldés',
  },
  {
    path: 'ertekelesek',
    title: 'Értékelések',
    nav: { label: 'Értékelések', icon: <IconStar {...icon} /> },
    feature: 'Az értékelések',
  },
  {
    path: 'szamlazasi-adatok',
    title: 'Számlázási adatok',
    nav: { label: 'Számlázási adatok', icon: <IconReceipt {...icon} /> },
    feature: 'A számlázási adatok kezelése',
  },
  {
    path: 'elofizetes-csomagok',
    title: 'Előfizetési csomagok',
    nav: { label: 'Előfizetési csomagok', icon: <IconPackage {...icon} /> },
    feature: 'Az előfizetés',
  },
  {
    path: 'beallitasok',
    title: 'Beállítások',
    nav: { label: 'Beállítások', icon: <IconSettings {...icon} /> },
    element: <SettingsPage />,
  },
];

/** /tanacsadoi-fiok (role tanacsado), loaded only when an adviser opens it. */
export default function AdviserArea() {
  return <AreaRoutes title="Tanácsadói fiók" basePath="/tanacsadoi-fiok" screens={screens} />;
}
