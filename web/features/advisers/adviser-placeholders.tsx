import { PlaceholderPage } from '@web/components/placeholder-page';

export function AdviserListPage() {
  return <PlaceholderPage title="Tanácsadók" feature="A tanácsadók keresése és listája" />;
}

export function AdviserProfilePage() {
  return <PlaceholderPage title="Tanácsadó profilja" feature="A nyilvános tanácsadói profil" />;
}
