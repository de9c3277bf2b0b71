import { messages } from '@common/messages';
import { Anchor, Button, FocusTrap, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifySuccess } from '@web/lib/notify';
import { Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import classes from './cookie-consent.module.css';
import { useCookieConsent } from './cookie-preferences';

/**
 * The persistent cookie-consent dialog of SPEC.md §2 (three toggles, three buttons) while no choice is
 * stored, or when reopened from the footer. The server renders it into every public page and the
 * browser hydrates it as rendered; the stored choice is read afterwards (`settle`), and meanwhile a
 * stored choice keeps it hidden (common/cookie-consent.ts).
 */
export function CookieConsent() {
  const open = useCookieConsent((state) => state.open);
  const settle = useCookieConsent((state) => state.settle);
  // Once hydrated: a stored choice then removes the dialog that the server rendered (hidden from the
  // first paint by the <head> script).
  useEffect(() => settle(), [settle]);
  return open ? (
    <Suspense>
      <CookieConsentDialog />
    </Suspense>
  ) : null;
}

function CookieConsentDialog() {
  const { preferences, save } = useCookieConsent();
  const [statisztika, setStatisztika] = useState(preferences?.statisztika ?? false);
  const [marketing, setMarketing] = useState(preferences?.marketing ?? false);
  const titleId = useId();

  // The page behind does not scroll while the dialog is up.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const choose = (choice: { statisztika: boolean; marketing: boolean }) => {
    save(choice);
    notifySuccess(messages.cookies.saved);
  };

  return (
    <div className={classes.overlay}>
      <FocusTrap active>
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={classes.panel}>
          <Stack gap="md">
            <Title order={2} size="h4" id={titleId}>
              Süti beállítások
            </Title>
            <Text size="sm">
              Weboldalunk sütiket (cookie-kat) és helyi tárolást használ. A működéshez szükséges sütik nélkül
              az oldal nem használható; a statisztikai és marketing sütikhez az Ön hozzájárulását kérjük.
              Döntését bármikor megváltoztathatja az oldal alján található „Süti beállítások” gombbal.
              Részletek az{' '}
              <Anchor component={Link} to="/adatkezeles" size="sm" underline="always">
                adatkezelési tájékoztatóban
              </Anchor>
              .
            </Text>
            <Switch
              checked
              disabled
              label="Szükséges sütik"
              description="A bejelentkezéshez, a biztonsághoz és az alapvető működéshez kellenek. Mindig bekapcsolva."
            />
            <Switch
              checked={statisztika}
              onChange={(event) => setStatisztika(event.currentTarget.checked)}
              label="Statisztikai sütik"
              description="Névtelen látogatottsági adatok, hogy javíthassuk a szolgáltatást."
            />
            <Switch
              checked={marketing}
              onChange={(event) => setMarketing(event.currentTarget.checked)}
              label="Marketing sütik"
              description="Személyre szabott ajánlatokhoz és hirdetésekhez."
            />
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Button variant="default" onClick={() => choose({ statisztika: false, marketing: false })}>
                Csak a szükségesek
              </Button>
              <Button variant="light" onClick={() => choose({ statisztika, marketing })}>
                Beállítások mentése
              </Button>
              <Button onClick={() => choose({ statisztika: true, marketing: true })}>
                Összes elfogadása
              </Button>
            </Group>
          </Stack>
        </div>
      </FocusTrap>
    </div>
  );
}
