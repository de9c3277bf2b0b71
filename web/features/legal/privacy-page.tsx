import { STORAGE_KEYS } from '@common/constants';
import { Button, Group } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { LegalDocumentPage } from './legal-document-page';

/** Clears the stored cookie choice: the consent dialog asks again after the reload. */
function ResetCookieChoiceButton() {
  const resetChoice = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.cookiePreferences);
    } catch {
      return;
    }
    window.location.reload();
  };

  return (
    <Group mb="sm">
      <Button variant="outline" leftSection={<IconCookie aria-hidden="true" />} onClick={resetChoice}>
        Süti-beállítások módosítása
      </Button>
    </Group>
  );
}

/** Adatkezelési tájékoztató: content/adatkezeles.md with the operator's data. */
export default function PrivacyPage() {
  usePageTitle(PAGE_TITLES.privacy);
  return (
    <LegalDocumentPage
      name="adatkezeles"
      tocId="adatkezeles-tartalom"
      widgets={{ 'cookie-reset': <ResetCookieChoiceButton /> }}
    />
  );
}
