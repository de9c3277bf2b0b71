import { Button, Group } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { LegalDocumentPage } from './legal-document-page';

/** Adatkezelési tájékoztató: content/adatkezeles.md with the operator's data. */
export default function PrivacyPage() {
  usePageTitle(PAGE_TITLES.privacy);
  return (
    <LegalDocumentPage
      name="adatkezeles"
      tocId="adatkezeles-tartalom"
      widgets={{
        // The page is static (web/components/static-page.tsx): the route runs the button's action.
        'cookie-reset': (
          <Group mb="sm">
            <Button
              variant="outline"
              leftSection={<IconCookie aria-hidden="true" />}
              data-action="cookie-reset"
            >
              Süti-beállítások módosítása
            </Button>
          </Group>
        ),
      }}
    />
  );
}
